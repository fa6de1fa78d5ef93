import type { DeliveryZone } from '@olivia/contracts/delivery-zones';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/resource/common-columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { editPath } from '../../../lib/screen-paths';
import { WEEK_ORDER } from './zone-form-values';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

interface ColumnOptions {
  currency: string | undefined;
  /** The list's query string, kept when the edit drawer opens and closes. */
  search: string;
  actions: (zone: DeliveryZone) => ReactNode;
}

/** 'Mon–Sat · 09:00–12:00, 14:00–18:00', or 'Mon, Wed, Fri' when the days are not a run. */
function whenOf(t: TFunction<'delivery'>, zone: DeliveryZone) {
  const indexes = WEEK_ORDER.flatMap((day, index) => (zone.days.includes(day) ? [index] : []));
  const first = indexes[0] ?? 0;
  const last = indexes.at(-1) ?? 0;
  const run = indexes.length > 2 && last - first + 1 === indexes.length;
  const name = (index: number) => t(`daysShort.${WEEK_ORDER[index] ?? 0}`);
  const days = run ? `${name(first)}–${name(last)}` : indexes.map(name).join(', ');
  const slots = zone.slots.map((slot) => `${slot.from}–${slot.to}`).join(', ');
  return slots ? `${days} · ${slots}` : days;
}

/** The columns of the zones list. Name, Fee and Priority are the list's sorts. */
export function zoneColumns(
  t: TFunction<'delivery'>,
  { currency, search, actions }: ColumnOptions,
): DataTableColumn<DeliveryZone>[] {
  const money = (amount: number) => formatMoney(amount, currency);
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
      id: 'regions',
      header: t('columns.regions'),
      value: (row) => row.regions.join(', '),
      cell: (row) => (
        <span className="line-clamp-2 max-w-xs min-w-40">{row.regions.join(', ')}</span>
      ),
      sortable: false,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      value: (row) => row.fee,
      cell: (row) => <span className="whitespace-nowrap">{money(row.fee)}</span>,
    },
    {
      id: 'freeabove',
      header: t('columns.freeAbove'),
      value: (row) => row.freeabove ?? '',
      cell: (row) => (row.freeabove === null ? '—' : money(row.freeabove)),
      sortable: false,
    },
    {
      id: 'minorder',
      header: t('columns.minOrder'),
      value: (row) => row.minorder,
      cell: (row) => (row.minorder === 0 ? '—' : money(row.minorder)),
      sortable: false,
    },
    {
      id: 'when',
      header: t('columns.when'),
      value: (row) => whenOf(t, row),
      cell: (row) => <span className="text-sm">{whenOf(t, row)}</span>,
      sortable: false,
    },
    { id: 'priority', header: t('columns.priority'), value: (row) => row.priority },
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
      id: 'ordercount',
      header: t('columns.orders'),
      value: (row) => row.ordercount,
      sortable: false,
    },
    actionsColumn<DeliveryZone>(t('columns.actions'), actions),
  ];
}
