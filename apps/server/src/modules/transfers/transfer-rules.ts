import type { FinalPayoutState } from '../../payments/provider';

/** A payout's status in our books (`payouts.status`). */
export type PayoutStatus = 'pending' | 'successful' | 'failed' | 'reversed';

/**
 * What a final provider state does to a payout that stands at `from` (docs/engineering.md#money):
 * `pay` moves its money from "in flight" to the provider; `refundFromFlight` gives it back from "in
 * flight" (failed, or reversed before we heard of the success); `refundFromProvider` gives it back
 * after a success (a reversal). Anything else changes nothing: outcomes arrive more than once and
 * in any order, and each payout ends in exactly one final state.
 */
export type Settlement =
  | { to: 'successful'; money: 'pay' }
  | { to: 'failed' | 'reversed'; money: 'refundFromFlight' }
  | { to: 'reversed'; money: 'refundFromProvider' }
  | null;

export function settlementOf(from: PayoutStatus, state: FinalPayoutState): Settlement {
  if (from === 'pending') {
    if (state === 'success') return { to: 'successful', money: 'pay' };
    return { to: state === 'failed' ? 'failed' : 'reversed', money: 'refundFromFlight' };
  }
  if (from === 'successful' && state === 'reversed') {
    return { to: 'reversed', money: 'refundFromProvider' };
  }
  return null;
}

/** When to ask the provider again about a pending payout: 30 s, doubling, at most an hour. */
export function nextCheckDelayMs(checks: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, checks - 1));
}
