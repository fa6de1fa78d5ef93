import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobKind } from '../jobs/public';
import type { AdNetwork } from './ad-network';
import { todayOf } from './advert-days';
import { findAdvertById, setAdvertNetworkRef, type AdvertRow } from './adverts.repository';

/**
 * Tells the network about a paid campaign and keeps the reference it answers (ADR 0021). The
 * advert's id is the network's idempotency key, so two launches of one campaign run it once. A
 * pause or end committed while the launch was on its way found no reference to tell the network
 * about: it is told now. Throws what the network throws.
 */
async function tellNetwork(db: Database, network: AdNetwork, row: AdvertRow): Promise<AdvertRow> {
  const { networkRef } = await network.launch({
    advertId: row.id,
    platforms: row.platforms as Parameters<AdNetwork['launch']>[0]['platforms'],
    domain: row.domain,
    currency: row.currency,
    dailyBudget: row.dailyBudget,
    days: row.days,
    startDate: row.startDate,
    endDate: row.endDate,
  });
  const saved = await setAdvertNetworkRef(db, row.id, networkRef);
  if (saved?.status === 'ended') await network.end(networkRef);
  if (saved?.status === 'paused') await network.pause(networkRef);
  return saved ?? { ...row, networkRef };
}

/**
 * The launch of a campaign resumed without a reference (its launch job still failing): a
 * failure is reported, and the job keeps trying.
 */
export async function launchAdvert(
  db: Database,
  network: AdNetwork,
  row: AdvertRow,
  onError: (error: unknown) => void,
): Promise<AdvertRow> {
  try {
    return await tellNetwork(db, network, row);
  } catch (error) {
    onError(error);
    return row;
  }
}

/** One launch job per advert. */
export const advertLaunchKey = (advertId: string) => `advert.launch:${advertId}`;

/**
 * The ad network's launch of a paid campaign, a job written in the unit of work that paid
 * (ADR 0021, 0025): the purchase and the demo seed. Retried with backoff for about half a day;
 * a retry leaves alone a campaign that has a reference already, was ended, or has used all its
 * days by then (a network told of it afterwards would not show it).
 */
export function advertLaunchJob(deps: {
  db: Database;
  network: AdNetwork;
  now: () => Date;
}): JobKind<{ advertId: string }> {
  return {
    kind: 'advert.launch',
    payload: z.object({ advertId: z.uuid() }),
    maxAttempts: 20,
    async run({ advertId }, job) {
      const row = await findAdvertById(deps.db, advertId);
      if (!row || row.networkRef) return;
      // The first attempt is the purchase's (or the seed's) own launch, as it always was; a retry
      // leaves alone a campaign ended, or with its days all used, since.
      const stillToRun = row.status !== 'ended' && row.endDate >= todayOf(deps.now());
      if (job.attempt === 1 || stillToRun) await tellNetwork(deps.db, deps.network, row);
    },
  };
}
