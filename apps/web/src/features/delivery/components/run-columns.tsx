import type { DeliveryRun } from '@olivia/contracts/delivery-runs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { RunStatusBadge, runDateLabel } from './run-status';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** Where a run's drawer opens, relative to /delivery-routes/all. */
export const RUNS_PATH = 'runs';
export const runPath = (id: string) => `${RUNS_PATH}/${encodeURIComponent(id)}`;

/** The columns of the runs list; Day, Created and Status are its sorts. */
export function runColumns(
  t: TFunction<'delivery'>,
  { language, search }: { language: string; search: string },
): DataTableColumn<DeliveryRun>[] {
  return [
    {
      id: 'rundate',
      header: t('runs.columns.date'),
      value: (row) => row.rundate,
      cell: (row) => (
        <Link to={{ pathname: runPath(row.id), search }} className={linkClass}>
          {runDateLabel(row.rundate, language)}
        </Link>
      ),
    },
    {
      id: 'rider',
      header: t('runs.columns.rider'),
      value: (row) => `${row.ridername} ${row.riderphone}`.trim(),
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.ridername}</span>
          <span className="text-xs text-gray-500 dark:text-gray-400">{row.riderphone}</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'zone',
      header: t('runs.columns.zone'),
      value: (row) => row.zonename,
      cell: (row) => row.zonename || '—',
      sortable: false,
    },
    {
      id: 'stops',
      header: t('runs.columns.stops'),
      value: (row) =>
        t('runs.progress', {
          done: row.deliveredcount + row.failedcount,
          total: row.stopcount,
        }),
      sortable: false,
    },
    {
      id: 'status',
      header: t('runs.columns.status'),
      value: (row) => t(`runs.status.${row.status}`),
      cell: (row) => <RunStatusBadge status={row.status} />,
    },
    {
      id: 'createdat',
      header: t('runs.columns.created'),
      value: (row) => row.createdat,
      cell: (row) => new Date(row.createdat).toLocaleDateString(language),
    },
  ];
}
