import { formatMoney } from '@olivia/contracts/format-money';
import type { LinkPayment } from '@olivia/contracts/payment-links';
import type { TFunction } from 'i18next';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';

const money = (value: number, row: LinkPayment) => (
  <span className="whitespace-nowrap">{formatMoney(value, row.currency)}</span>
);

/** The columns of a link's payments; Amount and Created are its sorts (LINK_PAYMENT_SORTS). */
export function linkPaymentColumns(
  t: TFunction<'paymentLinks'>,
  { currency, language }: { currency: string | undefined; language: string },
): DataTableColumn<LinkPayment>[] {
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
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      value: (row) => row.amount,
      cell: (row) => money(row.amount, row),
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
