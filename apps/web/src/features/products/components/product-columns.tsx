import type { Product } from '@olivia/contracts/catalog';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { ProductNameCell, ProductPriceCell, ProductStockCell } from './product-cells';
import { ProductStatusBadge } from './product-status-badge';

interface ColumnOptions {
  /** The store's currency: prices and dates are written in it. */
  currency: string | undefined;
  /** The list's query string, kept when the edit drawer opens and closes. */
  search: string;
  actions: (product: Product) => ReactNode;
}

/**
 * The columns of /products/all. Name, price, stock and created are the list's sorts
 * (PRODUCT_SORTS); status and category are filters instead.
 */
export function productColumns(
  t: TFunction<'products'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Product>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => <ProductNameCell product={row} search={search} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <ProductStatusBadge status={row.status} />,
      sortable: false,
    },
    {
      id: 'category',
      header: t('columns.category'),
      value: (row) => row.categoryname,
      cell: (row) =>
        row.categoryid ? (
          <span className="whitespace-nowrap">{row.categoryname}</span>
        ) : (
          <span className="whitespace-nowrap text-gray-400">{t('list.noCategory')}</span>
        ),
      sortable: false,
    },
    {
      id: 'brand',
      header: t('columns.brand'),
      value: (row) => row.brandname,
      cell: (row) =>
        row.brandid ? (
          <span className="whitespace-nowrap">{row.brandname}</span>
        ) : (
          <span className="whitespace-nowrap text-gray-400">{t('list.noBrand')}</span>
        ),
      sortable: false,
    },
    {
      id: 'price',
      header: t('columns.price'),
      value: (row) => row.price,
      cell: (row) => <ProductPriceCell product={row} currency={currency} />,
    },
    {
      id: 'stock',
      header: t('columns.stock'),
      value: (row) => row.stock,
      cell: (row) => <ProductStockCell stock={row.stock} />,
    },
    createdAtColumn<Product>(t('columns.createdat'), currency),
    actionsColumn<Product>(t('columns.actions'), actions),
  ];
}
