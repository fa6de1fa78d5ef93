import type { AgencyTransaction } from '@olivia/contracts/wallet';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime, formatMoney } from '../../../lib/format-money';
import { StatusBadge } from './status-badge';

/** A debit as a negative number, so exports add up. */
const signedAmount = (row: AgencyTransaction) =>
  row.direction === 'debit' ? -row.amount : row.amount;

function AmountCell({ row, t }: { row: AgencyTransaction; t: TFunction<'transactions'> }) {
  const debit = row.direction === 'debit';
  return (
    <span className={`font-semibold whitespace-nowrap ${debit ? 'text-danger' : 'text-success'}`}>
      <span className="sr-only">{`${t(`direction.${row.direction}`)} `}</span>
      <span aria-hidden="true">{debit ? '−' : '+'}</span>
      {formatMoney(row.amount, row.currency)}
    </span>
  );
}

/**
 * The columns of /transactions/all. Their ids are the reports API's `sort` values; Description
 * cannot be sorted by the API, so it is not sortable.
 */
export function transactionColumns(
  t: TFunction<'transactions'>,
): DataTableColumn<AgencyTransaction>[] {
  return [
    {
      id: 'ref',
      header: t('columns.reference'),
      // SPEC §9: transaction refs are shown in uppercase.
      value: (row) => row.ref.toUpperCase(),
      cell: (row) => <span className="font-mono text-xs">{row.ref.toUpperCase()}</span>,
    },
    { id: 'agencyTxn', header: t('columns.type'), value: (row) => row.agencyTxn },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: signedAmount,
      cell: (row) => <AmountCell row={row} t={t} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => row.status,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'meaning',
      header: t('columns.description'),
      value: (row) => row.meaning,
      sortable: false,
    },
    {
      id: 'createdat',
      header: t('columns.date'),
      value: (row) => new Date(row.createdat),
      cell: (row) => (
        <span className="whitespace-nowrap">{formatDateTime(row.createdat, row.currency)}</span>
      ),
    },
  ];
}
