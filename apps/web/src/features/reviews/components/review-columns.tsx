import type { Review } from '@olivia/contracts/reviews';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  actionsColumn,
  createdAtColumn,
  orderLinkColumn,
} from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { ReviewStatusBadge } from './review-status';
import { Stars } from './stars';

/** The columns of /customer-reviews; rating and date are the list's sorts. */
export function reviewColumns(
  t: TFunction<'reviews'>,
  currency: string | undefined,
  actions: (row: Review) => ReactNode,
): DataTableColumn<Review>[] {
  return [
    {
      id: 'rating',
      header: t('columns.rating'),
      value: (row) => row.rating,
      cell: (row) => <Stars value={row.rating} />,
    },
    {
      id: 'comment',
      header: t('columns.comment'),
      value: (row) => row.comment,
      cell: (row) =>
        row.comment ? (
          <p className="max-w-80 text-sm break-words whitespace-pre-line">{row.comment}</p>
        ) : (
          <span className="text-gray-400">{t('list.noComment')}</span>
        ),
      sortable: false,
    },
    {
      id: 'product',
      header: t('columns.product'),
      value: (row) => row.productname,
      sortable: false,
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      value: (row) => row.customername,
      sortable: false,
    },
    orderLinkColumn(t('columns.order'), (number) => t('list.orderNumber', { number })),
    createdAtColumn<Review>(t('columns.createdat'), currency),
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <ReviewStatusBadge status={row.status} />,
      sortable: false,
    },
    actionsColumn<Review>(t('columns.actions'), actions),
  ];
}
