import type { Branch } from '@olivia/contracts/branches';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { detailPath, screenPaths } from '../../../lib/screen-paths';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  /** The list's query string, kept when the detail drawer opens and closes. */
  search: string;
  actions: (branch: Branch) => ReactNode;
}

/** /orders/all narrowed to the branch's orders. */
export const ordersOfBranch = (branch: Pick<Branch, 'id'>) =>
  `${screenPaths.orders}?${new URLSearchParams({ branch: branch.id })}`;

/**
 * The columns of /branch/all. Name, Orders and Revenue are sorts (BRANCH_SORTS); the figures are
 * the server's, exact; the orders count opens the orders list filtered by the branch.
 */
export function branchColumns(
  t: TFunction<'branches'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Branch>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <span className="flex flex-col">
          <Link to={{ pathname: detailPath(row.id), search }} className={linkClass}>
            {row.name}
          </Link>
          <span className="text-xs text-gray-500 dark:text-gray-400">{t(`kinds.${row.kind}`)}</span>
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
      id: 'address',
      header: t('columns.address'),
      value: (row) => row.address,
      cell: (row) => (
        <span className="line-clamp-2 max-w-xs min-w-40 text-gray-600 dark:text-gray-300">
          {row.address || '—'}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'manager',
      header: t('columns.manager'),
      value: (row) => row.manager,
      cell: (row) => row.manager || '—',
      sortable: false,
    },
    {
      id: 'pickup',
      header: t('columns.pickup'),
      value: (row) => t(row.pickup ? 'pickup.yes' : 'pickup.no'),
      sortable: false,
    },
    {
      id: 'staffcount',
      header: t('columns.staff'),
      value: (row) => row.staffcount,
      sortable: false,
    },
    {
      id: 'ordercount',
      header: t('columns.orders'),
      value: (row) => row.ordercount,
      cell: (row) => (
        <Link
          to={ordersOfBranch(row)}
          aria-label={t('ordersLink', { name: row.name, count: row.ordercount })}
          className={linkClass}
        >
          {row.ordercount}
        </Link>
      ),
    },
    {
      id: 'revenue',
      header: t('columns.revenue'),
      value: (row) => row.revenue,
      cell: (row) => (
        <span className="whitespace-nowrap">{formatMoney(row.revenue, currency)}</span>
      ),
    },
    actionsColumn<Branch>(t('columns.actions'), actions),
  ];
}
