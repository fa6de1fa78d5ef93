import type { Discount, DiscountState } from '@olivia/contracts/discounts';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, createdAtColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { editPath } from '../../../lib/screen-paths';
import { givesText } from './discount-text';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The badge's tone: StatusBadge picks colours by words. */
const TONE: Record<DiscountState, string> = {
  active: 'success',
  scheduled: 'pending',
  expired: 'expired',
  inactive: 'neutral',
};

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  /** The list's query string, kept when a drawer opens and closes. */
  search: string;
  actions: (discount: Discount) => ReactNode;
}

/** The columns of /discount/all. Name, Used and Created are the list's sorts (DISCOUNT_SORTS). */
export function discountColumns(
  t: TFunction<'discounts'>,
  { currency, language, search, actions }: ColumnOptions,
): DataTableColumn<Discount>[] {
  const when = (iso: string) => formatDateTime(iso, currency, { language });
  const datesText = (row: Discount) =>
    row.endsat
      ? t('dates.between', { start: when(row.startsat), end: when(row.endsat) })
      : t('dates.from', { start: when(row.startsat) });
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
      id: 'gives',
      header: t('columns.gives'),
      value: (row) => givesText(t, row, currency),
      sortable: false,
    },
    {
      id: 'method',
      header: t('columns.method'),
      value: (row) => t(`method.${row.method}`),
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
      id: 'state',
      header: t('columns.state'),
      value: (row) => t(`state.${row.state}`),
      cell: (row) => <StatusBadge status={TONE[row.state]} label={t(`state.${row.state}`)} />,
      sortable: false,
    },
    {
      id: 'timesused',
      header: t('columns.used'),
      value: (row) => row.timesused,
      cell: (row) => (
        <span className="whitespace-nowrap">{row.timesused.toLocaleString(language)}</span>
      ),
    },
    {
      id: 'discountgiven',
      header: t('columns.given'),
      value: (row) => row.discountgiven,
      cell: (row) => (
        <span className="whitespace-nowrap">{formatMoney(row.discountgiven, currency)}</span>
      ),
      sortable: false,
    },
    {
      id: 'codes',
      header: t('columns.codes'),
      value: (row) => (row.method === 'code' ? row.codes : ''),
      sortable: false,
    },
    createdAtColumn<Discount>(t('columns.createdat'), currency),
    actionsColumn<Discount>(t('columns.actions'), actions),
  ];
}
