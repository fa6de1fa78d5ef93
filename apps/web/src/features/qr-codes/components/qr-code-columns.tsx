import type { QrCode } from '@olivia/contracts/qr-codes';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { editPath } from '../../../lib/screen-paths';
import { QrCodePreview } from './qr-code-preview';
import { opensText } from './qr-code-text';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  /** The list's query string, kept when a drawer opens and closes. */
  search: string;
  actions: (code: QrCode) => ReactNode;
}

/** The columns of /qr-codes/all. Label, Scans and Created are the list's sorts (QR_CODE_SORTS). */
export function qrCodeColumns(
  t: TFunction<'qrCodes'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<QrCode>[] {
  return [
    {
      id: 'label',
      header: t('columns.label'),
      value: (row) => row.label,
      cell: (row) => (
        <span className="flex min-w-40 items-center gap-3">
          <QrCodePreview id={row.id} alt={t('previewAlt', { label: row.label })} />
          <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
            {row.label}
          </Link>
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      value: (row) => t(`kind.${row.kind}`),
      sortable: false,
    },
    {
      id: 'opens',
      header: t('columns.opens'),
      value: (row) => opensText(t, row),
      exportValue: (row) => row.destination ?? '',
      cell: (row) => (
        <span className={row.destination === null ? 'text-red-700 dark:text-red-400' : ''}>
          {opensText(t, row)}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'scans',
      header: t('columns.scans'),
      value: (row) => row.scans,
      cell: (row) => <span className="whitespace-nowrap">{row.scans.toLocaleString()}</span>,
    },
    {
      id: 'lastscannedat',
      header: t('columns.lastScanned'),
      value: (row) => row.lastscannedat ?? '',
      cell: (row) =>
        row.lastscannedat ? (
          <LastScanned value={row.lastscannedat} currency={currency} />
        ) : (
          <span className="text-gray-500">{t('never')}</span>
        ),
      sortable: false,
    },
    {
      id: 'active',
      header: t('columns.status'),
      value: (row) => t(row.active ? 'status.active' : 'status.inactive'),
      cell: (row) => (
        <StatusBadge
          status={row.active ? 'success' : 'neutral'}
          label={t(row.active ? 'status.active' : 'status.inactive')}
        />
      ),
      sortable: false,
    },
    createdAtColumn<QrCode>(t('columns.createdat'), currency),
    actionsColumn<QrCode>(t('columns.actions'), actions),
  ];
}

/** When the last scan came, in the reader's language. */
function LastScanned({ value, currency }: { value: string; currency: string | undefined }) {
  const { i18n } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      {formatDateTime(value, currency, { language: i18n.language })}
    </span>
  );
}
