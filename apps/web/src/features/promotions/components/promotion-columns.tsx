import type { Promotion, PromotionState } from '@olivia/contracts/promotions';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { editPath } from '../../../lib/screen-paths';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The badge's tone: StatusBadge picks colours by words. */
const TONE: Record<PromotionState, string> = {
  active: 'success',
  scheduled: 'pending',
  paused: 'neutral',
  ended: 'expired',
};

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  search: string;
  actions: (promotion: Promotion) => ReactNode;
}

/** A promotion's status, with why it ended. */
export const stateText = (t: TFunction<'promotions'>, row: Promotion) =>
  row.state === 'ended' && row.endedreason
    ? `${t('state.ended')} · ${t(`reason.${row.endedreason}`)}`
    : t(`state.${row.state}`);

/** The columns of /promotions/all. Name and Created are the list's sorts (PROMOTION_SORTS). */
export function promotionColumns(
  t: TFunction<'promotions'>,
  { currency, language, search, actions }: ColumnOptions,
): DataTableColumn<Promotion>[] {
  const when = (iso: string) => formatDateTime(iso, currency, { language });
  const money = (amount: number) => formatMoney(amount, currency);
  const datesText = (row: Promotion) =>
    row.endsat
      ? t('dates.between', { start: when(row.startsat), end: when(row.endsat) })
      : t('dates.from', { start: when(row.startsat) });
  const budgetText = (row: Promotion) =>
    row.budget === null
      ? t('noBudget')
      : t('of', { spent: money(row.spent), budget: money(row.budget) });
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
      id: 'state',
      header: t('columns.state'),
      value: (row) => stateText(t, row),
      cell: (row) => <StatusBadge status={TONE[row.state]} label={stateText(t, row)} />,
      sortable: false,
    },
    {
      id: 'dates',
      header: t('columns.dates'),
      value: datesText,
      cell: (row) => <span className="text-sm">{datesText(row)}</span>,
      sortable: false,
    },
    {
      id: 'budget',
      header: t('columns.budget'),
      value: budgetText,
      cell: (row) => <span className="whitespace-nowrap">{budgetText(row)}</span>,
      sortable: false,
    },
    {
      id: 'orders',
      header: t('columns.orders'),
      value: (row) => row.orders,
      cell: (row) => row.orders.toLocaleString(language),
      sortable: false,
    },
    {
      id: 'revenue',
      header: t('columns.revenue'),
      value: (row) => row.revenue,
      cell: (row) => <span className="whitespace-nowrap">{money(row.revenue)}</span>,
      sortable: false,
    },
    {
      id: 'discounts',
      header: t('columns.discounts'),
      value: (row) => row.discounts.map((discount) => discount.name).join(', '),
      sortable: false,
    },
    createdAtColumn<Promotion>(t('columns.createdat'), currency),
    actionsColumn<Promotion>(t('columns.actions'), actions),
  ];
}
