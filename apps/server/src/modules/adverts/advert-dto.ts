import type { Advert, AdvertPlatform } from '@olivia/contracts/adverts';
import { toMajorUnits } from '@olivia/contracts/money';
import type { AdNetwork } from './ad-network';
import { advertStatus, daysRun } from './advert-days';
import type { AdvertRow, DashboardAdvert } from './adverts.repository';

/** Platform names as the wallet's description and the log word them. */
export const PLATFORM_NAMES: Record<AdvertPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  tiktok: 'TikTok',
  x: 'X',
};

/** 'Advert on Facebook, Instagram for 7 days': the wallet row's meaning. */
export function advertMeaning(row: Pick<AdvertRow, 'platforms' | 'days'>): string {
  const names = row.platforms.map((p) => PLATFORM_NAMES[p as AdvertPlatform] ?? p).join(', ');
  return `Advert on ${names} for ${row.days} ${row.days === 1 ? 'day' : 'days'}`;
}

/** The advert as the API answers it, on `now`, with the reach the network reports. */
export function toAdvert(row: DashboardAdvert, now: Date, reach: number): Advert {
  return {
    id: row.id,
    platforms: row.platforms as AdvertPlatform[],
    domain: row.domain,
    dailyBudget: toMajorUnits(row.dailyBudget),
    total: toMajorUnits(row.total),
    currency: row.currency,
    estimateddailyreach: row.estimatedDailyReach,
    numberofdays: row.days,
    startdate: row.startDate,
    enddate: row.endDate,
    status: advertStatus(row, now),
    daysrun: daysRun(row, now),
    reach,
    refunded: toMajorUnits(row.refunded),
    createdat: row.createdAt.toISOString(),
  };
}

/**
 * The reach the network reports for each row (0 for one it has not taken yet, with no network
 * configured, or when it does not answer), then the DTOs.
 */
export async function toAdverts(
  rows: AdvertRow[],
  now: Date,
  network: AdNetwork | null,
): Promise<Advert[]> {
  return Promise.all(
    rows.map(async (row) => {
      const reach =
        network && row.networkRef
          ? await network
              .report({
                networkRef: row.networkRef,
                advertId: row.id,
                estimatedDailyReach: row.estimatedDailyReach,
                daysRun: daysRun(row, now),
              })
              // A network that does not answer must not take the list down with it.
              .catch(() => 0)
          : 0;
      return toAdvert(row, now, reach);
    }),
  );
}
