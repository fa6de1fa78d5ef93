import { formatMoney } from '@olivia/contracts/format-money';
import type { LinkPayment } from '@olivia/contracts/payment-links';
import type { TFunction } from 'i18next';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';

/** What a payment bought, compactly: '2 × Ankara wrap, 1 × Gele'. */
const boughtText = (row: Pick<LinkPayment, 'items'>) =>
  row.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

const money = (value: number, row: LinkPayment) => (
  <span className="whitespace-nowrap">{formatMoney(value, row.currency)}</span>
);

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  /** Whether the link sells (or sold) products: then a column says what each payment bought. */
  withItems: boolean;
}

/**
 * The columns of a link's payments; Amount and Created are its sorts (LINK_PAYMENT_SORTS).
 * A link with products adds what each payment bought; Discount is what a payer's code took
 * off (ADR 0034), with the code.
 */
export function linkPaymentColumns(
  t: TFunction<'paymentLinks'>,
  { currency, language, withItems }: ColumnOptions,
): DataTableColumn<LinkPayment>[] {
  const bought: DataTableColumn<LinkPayment> = {
    id: 'items',
    header: t('payments.columns.items'),
    value: boughtText,
    cell: (row) => <span className="block max-w-64 min-w-40 text-sm">{boughtText(row)}</span>,
    sortable: false,
  };
  return [
    {
      id: 'name',
      header: t('payments.columns.name'),
      value: (row) => row.name,
      cell: (row) => <span className="font-semibold">{row.name}</span>,
      sortable: false,
    },
    {
      id: 'email',
      header: t('payments.columns.email'),
      value: (row) => row.email,
      sortable: false,
    },
    ...(withItems ? [bought] : []),
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      value: (row) => row.amount,
      cell: (row) => money(row.amount, row),
    },
    {
      id: 'discount',
      header: t('payments.columns.discount'),
      value: (row) => (row.discount > 0 ? `${row.discount} ${row.couponcode}` : ''),
      cell: (row) =>
        row.discount > 0 ? (
          <span className="whitespace-nowrap">
            −{formatMoney(row.discount, row.currency)}{' '}
            <span className="font-mono text-xs text-gray-500">{row.couponcode}</span>
          </span>
        ) : (
          '—'
        ),
      sortable: false,
    },
    {
      id: 'credited',
      header: t('payments.columns.credited'),
      value: (row) => row.credited,
      cell: (row) => money(row.credited, row),
      sortable: false,
    },
    {
      id: 'status',
      header: t('payments.columns.status'),
      value: (row) => t(`payments.status.${row.status}`),
      cell: (row) => <StatusBadge status={row.status} label={t(`payments.status.${row.status}`)} />,
      sortable: false,
    },
    createdAtColumn<LinkPayment>(t('payments.columns.createdat'), currency),
    {
      id: 'paidat',
      header: t('payments.columns.paidat'),
      value: (row) => (row.paidat ? new Date(row.paidat) : null),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {row.paidat ? formatDateTime(row.paidat, currency, { language }) : '—'}
        </span>
      ),
      sortable: false,
    },
  ];
}
