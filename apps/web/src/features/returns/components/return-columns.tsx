import type { Return } from '@olivia/contracts/returns';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  actionsColumn,
  createdAtColumn,
  orderLinkColumn,
} from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatDateTime } from '../../../lib/format-date-time';
import { ReturnStatusBadge } from './return-status';

/**
 * The columns of /returned-items/all. Recorded and updated are the list's sorts; the order
 * number opens the order.
 */
export function returnColumns(
  t: TFunction<'returns'>,
  currency: string | undefined,
  actions: (row: Return) => ReactNode,
): DataTableColumn<Return>[] {
  return [
    orderLinkColumn(t('columns.order'), (number) => t('list.orderNumber', { number })),
    {
      id: 'product',
      header: t('columns.product'),
      value: (row) => (row.variant ? `${row.productname} (${row.variant})` : row.productname),
      cell: (row) => (
        <div className="min-w-40">
          <p className="font-semibold text-dark dark:text-white">{row.productname}</p>
          {row.variant && <p className="text-xs text-gray-500">{row.variant}</p>}
        </div>
      ),
      sortable: false,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      value: (row) => row.quantity,
      sortable: false,
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      value: (row) => row.reason,
      cell: (row) => <p className="max-w-64 text-sm break-words">{row.reason}</p>,
      sortable: false,
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      value: (row) =>
        row.requestedby === 'customer'
          ? `${row.customername} (${t('list.askedByCustomer')})`
          : row.customername,
      cell: (row) => (
        <div>
          <p>{row.customername}</p>
          {row.requestedby === 'customer' && (
            <p className="text-xs text-primary">{t('list.askedByCustomer')}</p>
          )}
        </div>
      ),
      sortable: false,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <ReturnStatusBadge status={row.status} />,
      sortable: false,
    },
    createdAtColumn<Return>(t('columns.createdat'), currency),
    {
      id: 'updatedat',
      header: t('columns.updatedat'),
      value: (row) => new Date(row.updatedat),
      cell: (row) => (
        <span className="whitespace-nowrap">{formatDateTime(row.updatedat, currency)}</span>
      ),
    },
    actionsColumn<Return>(t('columns.actions'), actions),
  ];
}
