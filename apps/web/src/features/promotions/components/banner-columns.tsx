import type { Banner, BannerState } from '@olivia/contracts/banners';
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

const TONE: Record<BannerState, string> = {
  live: 'success',
  scheduled: 'pending',
  ended: 'expired',
  inactive: 'neutral',
  promotion_off: 'neutral',
};

interface ColumnOptions {
  currency: string | undefined;
  language: string;
  search: string;
  actions: (banner: Banner) => ReactNode;
}

/** The columns of /banners/all: name (with its picture), where, dates, status, promotion, clicks. */
export function bannerColumns(
  t: TFunction<'promotions'>,
  { currency, language, search, actions }: ColumnOptions,
): DataTableColumn<Banner>[] {
  const when = (iso: string) => formatDateTime(iso, currency, { language });
  const datesText = (row: Banner) =>
    row.endsat
      ? t('dates.between', { start: when(row.startsat), end: when(row.endsat) })
      : t('dates.from', { start: when(row.startsat) });
  const whereText = (row: Banner) =>
    row.placement === 'category'
      ? `${t('banners.placement.category')} · ${row.categoryname}`
      : t(`banners.placement.${row.placement}`);
  return [
    {
      id: 'name',
      header: t('banners.columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <span className="flex items-center gap-3">
          {row.imageurl && (
            <img
              src={row.imageurl}
              alt=""
              width={64}
              height={32}
              loading="lazy"
              className="h-8 w-16 shrink-0 rounded object-cover"
            />
          )}
          <Link to={{ pathname: editPath(row.id), search }} className={linkClass}>
            {row.name}
          </Link>
        </span>
      ),
    },
    { id: 'placement', header: t('banners.columns.placement'), value: whereText, sortable: false },
    {
      id: 'dates',
      header: t('banners.columns.dates'),
      value: datesText,
      cell: (row) => <span className="text-sm">{datesText(row)}</span>,
      sortable: false,
    },
    {
      id: 'state',
      header: t('banners.columns.state'),
      value: (row) => t(`banners.state.${row.state}`),
      cell: (row) => (
        <StatusBadge status={TONE[row.state]} label={t(`banners.state.${row.state}`)} />
      ),
      sortable: false,
    },
    {
      id: 'promotion',
      header: t('banners.columns.promotion'),
      value: (row) => row.promotionname,
      sortable: false,
    },
    {
      id: 'position',
      header: t('banners.columns.position'),
      value: (row) => row.position + 1,
    },
    {
      id: 'clicks',
      header: t('banners.columns.clicks'),
      value: (row) => row.clicks,
      cell: (row) => row.clicks.toLocaleString(language),
    },
    createdAtColumn<Banner>(t('banners.columns.createdat'), currency),
    actionsColumn<Banner>(t('banners.columns.actions'), actions),
  ];
}
