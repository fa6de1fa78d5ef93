/**
 * docs/engineering.md#money: a top-up costs 1% capped at 300 NGN (Paystack's dedicated-account
 * price); elsewhere 1% capped at 3.00 of the currency. Minor units in and out.
 */
const CAP_MINOR: Record<string, bigint> = { NGN: 300_00n };
const DEFAULT_CAP_MINOR = 3_00n;

export function topUpFee(amount: bigint, currency: string): bigint {
  const onePercent = (amount + 99n) / 100n;
  const cap = CAP_MINOR[currency] ?? DEFAULT_CAP_MINOR;
  return onePercent < cap ? onePercent : cap;
}
