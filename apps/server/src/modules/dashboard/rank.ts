import { toMinorUnits } from '@olivia/contracts/money';
import { RANKS, type Rank } from '@olivia/contracts/wallet';

/** The rank looks back this far (ADR 0019). */
export const RANK_WINDOW_DAYS = 90;

/** Where the window of a rank computed at `at` starts. */
export const rankWindowStart = (at: Date) => new Date(at.getTime() - RANK_WINDOW_DAYS * 86_400_000);

/** What a store must take in over the window for silver, gold and platinum; minor units. */
export type RankThresholds = Record<string, readonly [bigint, bigint, bigint]>;

/** NGN in naira; any other currency (`*`) in its own major units. */
export const DEFAULT_RANK_THRESHOLDS = 'NGN:1000000,10000000,50000000;*:2500,25000,125000';

/**
 * Reads `RANK_THRESHOLDS`: `CUR:silver,gold,platinum;…;*:silver,gold,platinum` in major units,
 * each rising, `*` for every currency not named. Throws with what is wrong, for the config's
 * one-line error.
 */
export function parseRankThresholds(text: string): RankThresholds {
  const table: Record<string, readonly [bigint, bigint, bigint]> = {};
  for (const entry of text.split(';')) {
    const match = /^\s*(\*|[A-Z]{3})\s*:\s*([\d.,\s]+)$/.exec(entry);
    if (!match?.[1] || !match[2]) throw new Error(`"${entry}" is not CUR:silver,gold,platinum`);
    const amounts = match[2].split(',').map((amount) => {
      if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(amount)) throw new Error(`"${amount}" is not an amount`);
      return toMinorUnits(Number(amount));
    });
    const [silver, gold, platinum] = amounts;
    if (amounts.length !== 3 || silver === undefined || gold === undefined || !platinum)
      throw new Error(`"${entry}" needs three amounts: silver, gold, platinum`);
    if (!(silver > 0n && silver < gold && gold < platinum))
      throw new Error(`"${entry}": the amounts must rise from above 0`);
    table[match[1]] = [silver, gold, platinum];
  }
  if (!table['*']) throw new Error('a "*:silver,gold,platinum" entry is needed');
  return table;
}

/** The rank of a store that took in `inflows` (minor units of `currency`) over the window. */
export function rankFor(inflows: bigint, currency: string, thresholds: RankThresholds): Rank {
  const bands = thresholds[currency] ?? thresholds['*'] ?? [];
  const reached = bands.filter((threshold) => inflows >= threshold).length;
  return RANKS[reached] ?? 'bronze';
}
