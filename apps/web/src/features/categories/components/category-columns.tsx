import type { Category } from '@olivia/contracts/catalog';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { editPath, screenPaths } from '../../../lib/screen-paths';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  /** The store's currency: dates are written the store's way. */
  currency: string | undefined;
  /** The list's query string, kept when the edit drawer opens and closes. */
  search: string;
  actions: (category: Category) => ReactNode;
}

/**
 * The columns of /category/all. Name and Created are the list's sorts (CATEGORY_SORTS); the
 * product count links to the products filed under the category.
 */
export function categoryColumns(
  t: TFunction<'categories'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Category>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
          {row.name}
        </Link>
      ),
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
          to={{ pathname: screenPaths.products, search: `?category=${row.id}` }}
          aria-label={t('productsLink', { name: row.name, count: row.productcount })}
          className={linkClass}
        >
          {row.productcount}
        </Link>
      ),
      sortable: false,
    },
    createdAtColumn<Category>(t('columns.createdat'), currency),
    actionsColumn<Category>(t('columns.actions'), actions),
  ];
}
