import type { InventoryMovement } from '@olivia/contracts/inventory';
import type { TFunction } from 'i18next';
import { createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { MovementChange, MovementReason, movementReasonText } from './movement-reason';

/**
 * The columns of the stock history, newest first (its only sort). The product column is left
 * out when the history is one product's.
 */
export function movementColumns(
  t: TFunction<'inventory'>,
  { currency, withProduct }: { currency: string | undefined; withProduct: boolean },
): DataTableColumn<InventoryMovement>[] {
  const product: DataTableColumn<InventoryMovement> = {
    id: 'product',
    header: t('history.columns.product'),
    value: (row) => (row.variant ? `${row.productname} (${row.variant})` : row.productname),
    sortable: false,
  };
  const variant: DataTableColumn<InventoryMovement> = {
    id: 'variant',
    header: t('history.columns.variant'),
    value: (row) => row.variant,
    sortable: false,
  };
  return [
    createdAtColumn<InventoryMovement>(t('history.columns.date'), currency),
    withProduct ? product : variant,
    {
      id: 'change',
      header: t('history.columns.change'),
      value: (row) => row.change,
      cell: (row) => <MovementChange change={row.change} />,
      sortable: false,
    },
    {
      id: 'stockafter',
      header: t('history.columns.stockAfter'),
      value: (row) => row.stockafter,
      sortable: false,
    },
    {
      id: 'reason',
      header: t('history.columns.reason'),
      value: (row) => movementReasonText(t, row),
      cell: (row) => <MovementReason movement={row} />,
      sortable: false,
    },
    { id: 'note', header: t('history.columns.note'), value: (row) => row.note, sortable: false },
    { id: 'by', header: t('history.columns.by'), value: (row) => row.by, sortable: false },
  ];
}
