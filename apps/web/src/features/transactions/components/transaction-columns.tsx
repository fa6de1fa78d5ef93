import type { AgencyTransaction } from '@olivia/contracts/wallet';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { AmountText, signedAmount } from './amount-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { descriptionText, statusLabel, typeLabel } from './transaction-text';

interface ColumnOptions {
  /** The interface language: dates follow it. */
  language: string;
  /** The list's query string, kept when a detail opens and closes. */
  search: string;
  /** Where a row's detail opens: beside the list by default, or under this path (the dashboard). */
  detailBase?: string;
}

/**
 * The columns of /transactions/all. Their ids are the reports API's `sort` values; Description
 * cannot be sorted by the API, so it is not sortable. The reference links to the row's detail.
 */
export function transactionColumns(
  t: TFunction<'transactions'>,
  { language, search, detailBase }: ColumnOptions,
): DataTableColumn<AgencyTransaction>[] {
  return [
    {
      id: 'ref',
      header: t('columns.reference'),
      // docs/product/rules.md: transaction refs are shown in uppercase.
      value: (row) => row.ref.toUpperCase(),
      cell: (row) => (
        <Link
          to={detailBase ? `${detailBase}/${row.id}` : { pathname: row.id, search }}
          aria-label={t('openDetail', { ref: row.ref.toUpperCase() })}
          className="font-mono text-xs font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {row.ref.toUpperCase()}
        </Link>
      ),
    },
    { id: 'agencyTxn', header: t('columns.type'), value: (row) => typeLabel(t, row.agencyTxn) },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: signedAmount,
      cell: (row) => <AmountText row={row} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => statusLabel(t, row.status),
      cell: (row) => <StatusBadge status={row.status} label={statusLabel(t, row.status)} />,
    },
    {
      id: 'meaning',
      header: t('columns.description'),
      value: (row) => descriptionText(t, row),
      sortable: false,
    },
    {
      id: 'createdat',
      header: t('columns.date'),
      value: (row) => new Date(row.createdat),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDateTime(row.createdat, row.currency, { language })}
        </span>
      ),
    },
  ];
}
