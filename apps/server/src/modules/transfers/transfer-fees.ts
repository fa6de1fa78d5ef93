import { toMinorUnits } from '@olivia/contracts/money';

/** One band of the fee table: amounts up to `upTo` (inclusive; null: any amount) cost `fee`. */
export interface FeeBand {
  upTo: bigint | null;
  fee: bigint;
}

/**
 * NGN transfer fees (docs/engineering.md#money): up to ₦5,000 → ₦10; up to ₦50,000 → ₦25; above →
 * ₦50.
 */
export const DEFAULT_TRANSFER_FEES = '5000:10,50000:25,*:50';

/**
 * Reads a fee table written `upTo:fee,…,*:fee` in naira (`TRANSFER_FEES`): bands in rising
 * order, the last one open (`*`). Throws with what is wrong, for the config's one-line error.
 */
export function parseFeeTable(text: string): FeeBand[] {
  const bands = text.split(',').map((part) => {
    const match = /^\s*(\*|\d+(?:\.\d{1,2})?)\s*:\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match?.[1] || !match[2]) throw new Error(`"${part}" is not upTo:fee`);
    return {
      upTo: match[1] === '*' ? null : toMinorUnits(Number(match[1])),
      fee: toMinorUnits(Number(match[2])),
    };
  });
  const last = bands.at(-1);
  if (!last || last.upTo !== null) throw new Error('the last band must be *:fee');
  for (let i = 1; i < bands.length - 1; i += 1) {
    const [before, band] = [bands[i - 1]?.upTo, bands[i]?.upTo];
    if (before == null || band == null || band <= before)
      throw new Error('bands must rise, with * only last');
  }
  return bands;
}

/** The fee of a transfer of `amount` (minor units) under `table`. */
export function transferFee(amount: bigint, table: readonly FeeBand[]): bigint {
  const band = table.find((b) => b.upTo === null || amount <= b.upTo);
  return band?.fee ?? 0n;
}
