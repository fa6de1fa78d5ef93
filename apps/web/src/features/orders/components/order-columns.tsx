import { formatMoney } from '@olivia/contracts/format-money';
import type { Order } from '@olivia/contracts/orders';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { OrderStatusBadge, PaymentBadge } from './order-badges';

interface ColumnOptions {
  /** The interface language: dates follow it. */
  language: string;
  /** The list's query string, kept when the detail opens and closes. */
  search: string;
}

/** '#1001': how an order is named everywhere. */
export const orderNumber = (order: Pick<Order, 'number'>) => `#${order.number}`;

/**
 * The columns of /orders/all. Number, date and total are the list's sorts (ORDER_SORTS); status
 * and customer are filters instead. The number links to the order's detail.
 */
export function orderColumns(
  t: TFunction<'orders'>,
  { language, search }: ColumnOptions,
): DataTableColumn<Order>[] {
  return [
    {
      id: 'number',
      header: t('columns.number'),
      value: (row) => row.number,
      cell: (row) => (
        <Link
          to={{ pathname: row.id, search }}
          aria-label={t('list.open', { number: orderNumber(row) })}
          className="font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {orderNumber(row)}
        </Link>
      ),
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
    {
      id: 'customer',
      header: t('columns.customer'),
      value: (row) => `${row.customer.name} <${row.customer.email}>`,
      cell: (row) => (
        <div className="min-w-40">
          <p className="font-medium text-dark dark:text-white">{row.customer.name}</p>
          <p className="text-xs wrap-anywhere text-gray-500 dark:text-gray-400">
            {row.customer.email}
          </p>
        </div>
      ),
      sortable: false,
    },
    { id: 'itemcount', header: t('columns.items'), value: (row) => row.itemcount, sortable: false },
    {
      id: 'total',
      header: t('columns.total'),
      value: (row) => row.total,
      cell: (row) => (
        <bdi className="font-semibold whitespace-nowrap text-dark dark:text-white">
          {formatMoney(row.total, row.currency)}
        </bdi>
      ),
    },
    {
      id: 'paymentstate',
      header: t('columns.payment'),
      value: (row) => t(`payment.${row.paymentstate}`),
      cell: (row) => <PaymentBadge state={row.paymentstate} />,
      sortable: false,
    },
    {
      id: 'orderStatus',
      header: t('columns.status'),
      value: (row) => t(`status.${row.orderStatus}`),
      cell: (row) => <OrderStatusBadge status={row.orderStatus} />,
      sortable: false,
    },
  ];
}
