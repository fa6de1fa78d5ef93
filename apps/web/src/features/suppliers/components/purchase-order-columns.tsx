import { formatMoney } from '@olivia/contracts/format-money';
import type { PurchaseOrder, PurchaseOrderStatus } from '@olivia/contracts/purchase-orders';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { linkClass } from './supplier-columns';

/** The badge's tone: StatusBadge picks colours by words. */
export const PO_TONE: Record<PurchaseOrderStatus, string> = {
  draft: 'neutral',
  ordered: 'pending',
  partly_received: 'pending',
  received: 'success',
  cancelled: 'expired',
};

/** Where a purchase order's drawer is, under the suppliers screen. */
export const orderPath = (id: string) => `orders/${encodeURIComponent(id)}`;

export function PurchaseOrderStatusBadge({
  t,
  status,
}: {
  t: TFunction<'suppliers'>;
  status: PurchaseOrderStatus;
}) {
  return <StatusBadge status={PO_TONE[status]} label={t(`poStatus.${status}`)} />;
}

/** The columns of the purchase orders list; Number, Total, Expected and Created sort it. */
export function purchaseOrderColumns(
  t: TFunction<'suppliers'>,
  { currency, search }: { currency: string | undefined; search: string },
): DataTableColumn<PurchaseOrder>[] {
  const money = (value: number) => formatMoney(value, currency);
  return [
    {
      id: 'number',
      header: t('poColumns.number'),
      value: (row) => row.number,
      cell: (row) => (
        <Link to={{ pathname: orderPath(row.id), search }} className={linkClass}>
          {row.number}
        </Link>
      ),
    },
    {
      id: 'supplier',
      header: t('poColumns.supplier'),
      value: (row) => row.suppliername,
      sortable: false,
    },
    {
      id: 'status',
      header: t('poColumns.status'),
      value: (row) => t(`poStatus.${row.status}`),
      cell: (row) => <PurchaseOrderStatusBadge t={t} status={row.status} />,
      sortable: false,
    },
    {
      id: 'total',
      header: t('poColumns.total'),
      value: (row) => row.total,
      cell: (row) => money(row.total),
    },
    {
      id: 'due',
      header: t('poColumns.due'),
      value: (row) => row.due,
      cell: (row) => money(row.due),
      sortable: false,
    },
    {
      id: 'expectedat',
      header: t('poColumns.expected'),
      value: (row) => row.expectedat ?? '',
    },
    createdAtColumn(t('poColumns.created'), currency),
  ];
}
