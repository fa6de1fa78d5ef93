import type { Advert } from '@olivia/contracts/adverts';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { actionsColumn } from '../../../components/resource/common-columns';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { formatCampaignDay, formatCount } from './advert-format';
import { AdvertStatusBadge } from './advert-status';

/** The platforms of a campaign, named, e.g. 'Facebook, Instagram'. */
const platformNames = (t: TFunction<'adverts'>, advert: Pick<Advert, 'platforms'>) =>
  advert.platforms.map((platform) => t(`platforms.${platform}`)).join(', ');

/**
 * The columns of /adverts/all: the advert fields (platforms, domain, total, estimated daily
 * reach, number of days, start and end) with the status and the reach so far beside what they
 * qualify, so what a merchant checks first stays in view on a narrow screen; the dates, which
 * scroll out of view first, come last before the actions. Total and start are the list's sorts.
 */
export function advertColumns(
  t: TFunction<'adverts'>,
  language: string,
  actions: ((row: Advert) => ReactNode) | null,
): DataTableColumn<Advert>[] {
  const day = (row: Advert, date: string) => formatCampaignDay(date, row.currency, language);
  const count = (row: Advert, value: number) => formatCount(value, row.currency, language);
  const columns: DataTableColumn<Advert>[] = [
    {
      id: 'platforms',
      header: t('columns.platforms'),
      value: (row) => platformNames(t, row),
      sortable: false,
    },
    {
      id: 'domain',
      header: t('columns.domain'),
      value: (row) => row.domain,
      cell: (row) => <span className="font-semibold whitespace-nowrap">{row.domain}</span>,
      sortable: false,
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (row) => t(`status.${row.status}`),
      cell: (row) => <AdvertStatusBadge status={row.status} />,
      sortable: false,
    },
    {
      id: 'total',
      header: t('columns.total'),
      value: (row) => row.total,
      cell: (row) => (
        <div className="whitespace-nowrap">
          <p className="font-semibold">{formatMoney(row.total, row.currency)}</p>
          {row.refunded > 0 && (
            <p className="text-xs text-success">
              {t('list.refunded', { amount: formatMoney(row.refunded, row.currency) })}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'estimateddailyreach',
      header: t('columns.estimateddailyreach'),
      value: (row) => row.estimateddailyreach,
      cell: (row) => count(row, row.estimateddailyreach),
      sortable: false,
    },
    {
      id: 'reach',
      header: t('columns.reach'),
      value: (row) => row.reach,
      cell: (row) => count(row, row.reach),
      sortable: false,
    },
    {
      id: 'numberofdays',
      header: t('columns.numberofdays'),
      value: (row) => row.numberofdays,
      cell: (row) => (
        <div className="whitespace-nowrap">
          <p>{row.numberofdays}</p>
          <p className="text-xs text-gray-500">{t('list.daysRun', { count: row.daysrun })}</p>
        </div>
      ),
      sortable: false,
    },
    {
      id: 'startdate',
      header: t('columns.startdate'),
      value: (row) => row.startdate,
      cell: (row) => <span className="whitespace-nowrap">{day(row, row.startdate)}</span>,
    },
    {
      id: 'enddate',
      header: t('columns.enddate'),
      value: (row) => row.enddate,
      cell: (row) => <span className="whitespace-nowrap">{day(row, row.enddate)}</span>,
      sortable: false,
    },
  ];
  return actions ? [...columns, actionsColumn<Advert>(t('columns.actions'), actions)] : columns;
}
