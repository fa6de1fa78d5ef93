import type { Brand } from '@olivia/contracts/brands';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { editPath, screenPaths } from '../../../lib/screen-paths';
import { BrandLogo } from './brand-logo';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  /** The list's query string, kept when the edit drawer opens and closes. */
  search: string;
  actions: (brand: Brand) => ReactNode;
}

/**
 * The columns of /brand/all. Name, Products and Created are the list's sorts (BRAND_SORTS); the
 * product count links to the products list filtered by the brand.
 */
export function brandColumns(
  t: TFunction<'brands'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Brand>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <span className="flex items-center gap-3">
          <BrandLogo url={row.logourl} />
          <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
            {row.name}
          </Link>
        </span>
      ),
    },
    {
      id: 'active',
      header: t('columns.status'),
      value: (row) => t(row.active ? 'status.active' : 'status.inactive'),
      cell: (row) => (
        <StatusBadge
          status={row.active ? 'success' : 'inactive'}
          label={t(row.active ? 'status.active' : 'status.inactive')}
        />
      ),
      sortable: false,
    },
    {
      id: 'description',
      header: t('columns.description'),
      value: (row) => row.description,
      cell: (row) => (
        <span className="line-clamp-2 max-w-md min-w-48 text-gray-600 dark:text-gray-300">
          {row.description || '—'}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'productcount',
      header: t('columns.products'),
      value: (row) => row.productcount,
      cell: (row) => (
        <Link
          to={{ pathname: screenPaths.products, search: `?brand=${row.id}` }}
          aria-label={t('productsLink', { name: row.name, count: row.productcount })}
          className={linkClass}
        >
          {row.productcount}
        </Link>
      ),
    },
    createdAtColumn<Brand>(t('columns.createdat'), currency),
    actionsColumn<Brand>(t('columns.actions'), actions),
  ];
}
