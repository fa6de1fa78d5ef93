import { formatMoney } from '@olivia/contracts/format-money';
import type { Supplier } from '@olivia/contracts/suppliers';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { detailPath } from '../../../lib/screen-paths';

export const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  /** The list's query string, kept when a drawer opens and closes. */
  search: string;
  actions: (supplier: Supplier) => ReactNode;
}

/** The columns of the suppliers list. Name, Paid and Created are its sorts (SUPPLIER_SORTS). */
export function supplierColumns(
  t: TFunction<'suppliers'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<Supplier>[] {
  const money = (value: number) => formatMoney(value, currency);
  return [
    {
      id: 'name',
      header: t('columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <Link to={{ pathname: detailPath(row.id), search }} className={linkClass}>
          {row.name}
        </Link>
      ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      value: (row) => [row.contactname, row.phone, row.email].filter(Boolean).join(' · '),
      sortable: false,
    },
    {
      id: 'products',
      header: t('columns.products'),
      value: (row) => row.products.length,
      sortable: false,
    },
    {
      id: 'terms',
      header: t('columns.terms'),
      value: (row) =>
        `${t(`terms.${row.paymentterms}`)} · ${t('leadTime', { count: row.leadtimedays })}`,
      sortable: false,
    },
    {
      id: 'paid',
      header: t('columns.paid'),
      value: (row) => row.paid,
      cell: (row) => money(row.paid),
    },
    {
      id: 'owed',
      header: t('columns.owed'),
      value: (row) => row.owed,
      cell: (row) => money(row.owed),
      sortable: false,
    },
    {
      id: 'active',
      header: t('columns.status'),
      value: (row) => t(row.active ? 'status.active' : 'status.archived'),
      cell: (row) => (
        <StatusBadge
          status={row.active ? 'success' : 'neutral'}
          label={t(row.active ? 'status.active' : 'status.archived')}
        />
      ),
      sortable: false,
    },
    actionsColumn(t('columns.actions'), actions),
  ];
}
