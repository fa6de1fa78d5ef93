import type { Database } from '../../db/client';
import type { AdNetwork } from './ad-network';
import { setAdvertNetworkRef, type AdvertRow } from './adverts.repository';

/**
 * Tells the network about a paid campaign and keeps the reference it answers (ADR 0021): after
 * the commit that paid (the service, the demo seed) and again from the launcher for one whose
 * launch was lost. The advert's id is the network's idempotency key, so two launches of one
 * campaign run it once. A pause or end committed while the launch was on its way found no
 * reference to tell the network about: it is told now. A failure is reported; the campaign
 * stays paid, without a reference, for the launcher's next pass.
 */
export async function launchAdvert(
  db: Database,
  network: AdNetwork,
  row: AdvertRow,
  onError: (error: unknown) => void,
): Promise<AdvertRow> {
  try {
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
  } catch (error) {
    onError(error);
    return row;
  }
}
