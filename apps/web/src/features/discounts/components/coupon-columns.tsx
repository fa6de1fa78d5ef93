import type { Coupon } from '@olivia/contracts/discounts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  actions: (coupon: Coupon) => ReactNode;
}

/** The columns of /coupons/all. Code, Used and Created are the list's sorts. */
export function couponColumns(
  t: TFunction<'discounts'>,
  { currency, language, actions }: ColumnOptions,
): DataTableColumn<Coupon>[] {
  const count = (value: number) => value.toLocaleString(language);
  const limitText = (limit: number | null) =>
    limit === null ? t('coupons.noLimit') : count(limit);
  const usedText = (row: Coupon) =>
    t('coupons.usedOf', { used: count(row.used), limit: limitText(row.usagelimit) });
  return [
    {
      id: 'code',
      header: t('coupons.columns.code'),
      value: (row) => row.code,
      cell: (row) => <span className="font-mono font-semibold break-all">{row.code}</span>,
    },
    {
      id: 'discount',
      header: t('coupons.columns.discount'),
      value: (row) => row.discountname,
      sortable: false,
    },
    {
      id: 'used',
      header: t('coupons.columns.used'),
      value: (row) => row.used,
      exportValue: (row) => usedText(row),
      cell: (row) => <span className="whitespace-nowrap">{usedText(row)}</span>,
    },
    {
      id: 'percustomerlimit',
      header: t('coupons.columns.perCustomer'),
      value: (row) => (row.percustomerlimit === null ? '' : row.percustomerlimit),
      cell: (row) => limitText(row.percustomerlimit),
      sortable: false,
    },
    {
      id: 'active',
      header: t('coupons.columns.active'),
      value: (row) => t(row.active ? 'coupons.active.true' : 'coupons.active.false'),
      cell: (row) => (
        <StatusBadge
          status={row.active ? 'success' : 'neutral'}
          label={t(row.active ? 'coupons.active.true' : 'coupons.active.false')}
        />
      ),
      sortable: false,
    },
    createdAtColumn<Coupon>(t('coupons.columns.createdat'), currency),
    actionsColumn<Coupon>(t('coupons.columns.actions'), actions),
  ];
}
