import { formatMoney } from '@olivia/contracts/format-money';
import type { PaymentLink } from '@olivia/contracts/payment-links';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import { CopyButton } from '../../../components/ui/copy-button';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { detailPath } from '../../../lib/screen-paths';
import { PaymentLinkImage } from './payment-link-image';
import { amountText, paymentsText, shortAddress, stateTone } from './payment-link-text';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  /** The list's query string, kept when a drawer opens and closes. */
  search: string;
  actions: (link: PaymentLink) => ReactNode;
}

/**
 * The columns of /payment-links. Name, Payments, Revenue and Created are the list's sorts
 * (PAYMENT_LINK_SORTS); the name opens the link's detail drawer.
 */
export function paymentLinkColumns(
  t: TFunction<'paymentLinks'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<PaymentLink>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <span className="flex min-w-40 items-center gap-3">
          <PaymentLinkImage url={row.imageurl} />
          <Link to={{ pathname: detailPath(row.id), search }} className={linkClass}>
            {row.name}
          </Link>
        </span>
      ),
    },
    {
      id: 'address',
      header: t('columns.address'),
      value: (row) => row.url,
      cell: (row) => (
        <span className="flex items-center gap-1 whitespace-nowrap">
          <span className="font-mono text-sm">{shortAddress(row)}</span>
          <CopyButton
            text={row.url}
            label={t('actions.copyOf', { name: row.name })}
            copiedLabel={t('copied')}
            className="text-gray-500"
          />
        </span>
      ),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      value: (row) => amountText(t, row),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {amountText(t, row)}
          {row.items.length > 0 && (
            <span className="block text-xs text-gray-500">{t('amount.products')}</span>
          )}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'state',
      header: t('columns.state'),
      value: (row) => t(`state.${row.state}`),
      cell: (row) => <StatusBadge status={stateTone[row.state]} label={t(`state.${row.state}`)} />,
      sortable: false,
    },
    {
      id: 'payments',
      header: t('columns.payments'),
      value: (row) => row.payments,
      exportValue: paymentsText,
      cell: (row) => <span className="whitespace-nowrap">{paymentsText(row)}</span>,
    },
    {
      id: 'revenue',
      header: t('columns.revenue'),
      value: (row) => row.revenue,
      cell: (row) => (
        <span className="font-semibold whitespace-nowrap">
          {formatMoney(row.revenue, row.currency)}
        </span>
      ),
    },
    createdAtColumn<PaymentLink>(t('columns.createdat'), currency),
    actionsColumn<PaymentLink>(t('columns.actions'), actions),
  ];
}
