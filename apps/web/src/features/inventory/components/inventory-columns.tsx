import type { InventoryItem } from '@olivia/contracts/inventory';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { InventoryProductCell } from './inventory-product-cell';
import { ProductStatusBadge, StockLevelBadge, stockLevelOf } from './stock-level';

/**
 * The columns of /inventory/all. Product (name) and stock are the list's sorts (INVENTORY_SORTS;
 * 'created' is in the sort menu, as the row has no date); the others are not sortable.
 */
export function inventoryColumns(
  t: TFunction<'inventory'>,
  actions: (item: InventoryItem) => ReactNode,
): DataTableColumn<InventoryItem>[] {
  return [
    {
      id: 'name',
      header: t('columns.product'),
      value: (row) => row.name,
      cell: (row) => <InventoryProductCell item={row} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <ProductStatusBadge status={row.status} />,
      sortable: false,
    },
    {
      id: 'stock',
      header: t('columns.stock'),
      value: (row) => row.stock,
      cell: (row) => <span className="font-semibold">{row.stock}</span>,
    },
    {
      id: 'lowstockthreshold',
      header: t('columns.threshold'),
      value: (row) => row.lowstockthreshold,
      sortable: false,
    },
    {
      id: 'level',
      header: t('columns.level'),
      value: (row) => {
        const level = stockLevelOf(row);
        return level === 'ok' ? '' : t(`level.${level}`);
      },
      cell: (row) => <StockLevelBadge level={stockLevelOf(row)} />,
      sortable: false,
    },
    actionsColumn<InventoryItem>(t('columns.actions'), actions),
  ];
}
