import { addressLine, type Address } from '@olivia/contracts/addresses';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { editPath } from '../../../lib/screen-paths';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  /** The list's query string, kept when the edit drawer opens and closes. */
  search: string;
  actions: (address: Address) => ReactNode;
}

/** The columns of /address/all. Label and Created are the list's sorts (ADDRESS_SORTS). */
export function addressColumns(
  t: TFunction<'addresses'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Address>[] {
  return [
    {
      id: 'label',
      header: t('columns.label'),
      value: (row) => row.label,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
            {row.label}
          </Link>
          {row.isdefault ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              {t('defaultBadge')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      value: (row) => t(`kinds.${row.kind}`),
      sortable: false,
    },
    {
      id: 'address',
      header: t('columns.address'),
      value: (row) => addressLine(row),
      cell: (row) => (
        <span className="block max-w-md min-w-48 text-gray-700 dark:text-gray-200">
          {addressLine(row)}
          {row.landmark ? (
            <span className="block text-xs text-gray-500 dark:text-gray-400">
              {t('landmarkNote', { landmark: row.landmark })}
            </span>
          ) : null}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      value: (row) => [row.contactname, row.phone].filter(Boolean).join(' · '),
      cell: (row) =>
        row.contactname || row.phone ? (
          <span className="block">
            {row.contactname}
            {row.phone ? <span className="block text-xs text-gray-500">{row.phone}</span> : null}
          </span>
        ) : (
          '—'
        ),
      sortable: false,
    },
    createdAtColumn<Address>(t('columns.createdat'), currency),
    actionsColumn<Address>(t('columns.actions'), actions),
  ];
}
