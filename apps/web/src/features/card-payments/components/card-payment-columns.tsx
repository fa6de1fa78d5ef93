import { formatMoney } from '@olivia/contracts/format-money';
import type { CardPayment } from '@olivia/contracts/card-payments';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { detailPath } from '../../../lib/screen-paths';
import { cardText } from './card-payment-text';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  /** The list's query string, kept when the detail opens and closes. */
  search: string;
}

const money = (value: number, row: CardPayment) => (
  <span className="whitespace-nowrap">{formatMoney(value, row.currency)}</span>
);

/**
 * The columns of /transactions/card. Date and Amount are the list's sorts (CARD_PAYMENT_SORTS);
 * the status badge's colour follows the status (successful green, failed red, pending amber,
 * abandoned grey); the reference opens the detail.
 */
export function cardPaymentColumns(
  t: TFunction<'cardPayments'>,
  { currency, search }: ColumnOptions,
): DataTableColumn<CardPayment>[] {
  const refundLabel = (row: CardPayment) =>
    row.refunded <= 0
      ? ''
      : t(row.refunded >= row.amount ? 'refunds.refunded' : 'refunds.partlyRefunded');
  return [
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => [t(`status.${row.status}`), refundLabel(row)].filter(Boolean).join(', '),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
          {row.refunded > 0 && <StatusBadge status="REVERSED" label={refundLabel(row)} />}
        </span>
      ),
      sortable: false,
    },
    createdAtColumn<CardPayment>(t('columns.createdat'), currency),
    {
      id: 'reference',
      header: t('columns.reference'),
      value: (row) => row.reference,
      cell: (row) => (
        <Link
          to={{ pathname: detailPath(row.id), search }}
          aria-label={t('openDetail', { reference: row.reference })}
          className="font-mono text-xs font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {row.reference}
        </Link>
      ),
      sortable: false,
    },
    {
      id: 'payer',
      header: t('columns.payer'),
      value: (row) => `${row.payername} <${row.payeremail}>`,
      cell: (row) => (
        <span className="flex min-w-40 flex-col">
          <span className="font-semibold">{row.payername}</span>
          <span className="text-xs break-all text-gray-500 dark:text-gray-400">
            {row.payeremail}
          </span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'card',
      header: t('columns.card'),
      value: (row) => cardText(row),
      cell: (row) => <span className="whitespace-nowrap">{cardText(row) || '—'}</span>,
      sortable: false,
    },
    {
      id: 'bank',
      header: t('columns.bank'),
      value: (row) => row.bank,
      cell: (row) => row.bank || '—',
      sortable: false,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: (row) => row.amount,
      cell: (row) => money(row.amount, row),
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      value: (row) => row.fee,
      cell: (row) => money(row.fee, row),
      sortable: false,
    },
    {
      id: 'net',
      header: t('columns.net'),
      value: (row) => row.net,
      cell: (row) => money(row.net, row),
      sortable: false,
    },
    {
      id: 'description',
      header: t('columns.description'),
      value: (row) => row.description,
      cell: (row) => <span className="line-clamp-2 min-w-40">{row.description}</span>,
      sortable: false,
    },
  ];
}
