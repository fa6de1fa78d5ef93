import { createHash } from 'node:crypto';
import type { AdvertPlatform } from '@olivia/contracts/adverts';

/** A paid campaign as the ad network is told about it. */
export interface NetworkCampaign {
  /** Our advert's id: the network's idempotency key, so a launch sent twice runs once. */
  advertId: string;
  platforms: readonly AdvertPlatform[];
  domain: string;
  currency: string;
  /** Minor units. */
  dailyBudget: bigint;
  days: number;
  startDate: string;
  endDate: string;
}

/** What the network is asked to report on: the campaign and how many days it has run. */
export interface ReachQuery {
  networkRef: string;
  advertId: string;
  estimatedDailyReach: number;
  daysRun: number;
}

/**
 * The one interface the adverts service calls (ADR 0021). Calls follow the commit of the
 * change they announce; a failed call leaves the money as it was committed.
 */
export interface AdNetwork {
  name: string;
  /** Starts the campaign on its start date; answers the network's reference for it. */
  launch(campaign: NetworkCampaign): Promise<{ networkRef: string }>;
  pause(networkRef: string): Promise<void>;
  /** Runs it again until its (new) end date. */
  resume(networkRef: string, endDate: string): Promise<void>;
  end(networkRef: string): Promise<void>;
  /** People reached so far. */
  report(query: ReachQuery): Promise<number>;
}

/** The network AD_NETWORK names: the sandbox, or none (adverts are not offered). */
export function configuredAdNetwork(kind: 'sandbox' | 'none'): AdNetwork | null {
  return kind === 'sandbox' ? createSandboxAdNetwork() : null;
}

/** 0.85 to 1.15, the same for the same advert and day every time. */
export function sandboxDayFactor(advertId: string, dayIndex: number): number {
  const digest = createHash('sha256').update(`${advertId}:${dayIndex}`).digest();
  return 0.85 + 0.3 * (digest.readUInt32BE(0) / 2 ** 32);
}

/**
 * The sandbox network: accepts every campaign and reports a deterministic reach, for each day
 * run the estimated daily reach × a factor from 0.85 to 1.15 hashed from (advert id, day).
 * It keeps no state, so every server process answers alike.
 */
export function createSandboxAdNetwork(): AdNetwork {
  return {
    name: 'sandbox',
    launch: async (campaign) => ({ networkRef: `sandbox-ad-${campaign.advertId}` }),
    pause: async () => undefined,
    resume: async () => undefined,
    end: async () => undefined,
    async report({ advertId, estimatedDailyReach, daysRun }) {
      let reach = 0;
      for (let day = 0; day < daysRun; day += 1) {
        reach += Math.floor(estimatedDailyReach * sandboxDayFactor(advertId, day));
      }
      return reach;
    },
  };
}
