import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinalPayoutState } from '../../src/payments/provider';
import {
  nextCheckDelayMs,
  settlementOf,
  type PayoutStatus,
} from '../../src/modules/transfers/transfer-rules';

const TOTAL = 1010n;
const FEE = 10n;

/** Plays outcomes on one payout as the service books them, from its debit on. */
function play(outcomes: FinalPayoutState[]) {
  const books = { wallet: -TOTAL, inFlight: TOTAL, clearing: 0n, fees: 0n };
  let status: PayoutStatus = 'pending';
  let paid = 0;
  let refunded = 0;
  for (const state of outcomes) {
    const settlement = settlementOf(status, state);
    if (!settlement) continue;
    if (settlement.money === 'pay') {
      books.inFlight -= TOTAL;
      books.clearing += TOTAL - FEE;
      books.fees += FEE;
      paid += 1;
    } else if (settlement.money === 'refundFromFlight') {
      books.inFlight -= TOTAL;
      books.wallet += TOTAL;
      refunded += 1;
    } else {
      books.clearing -= TOTAL - FEE;
      books.fees -= FEE;
      books.wallet += TOTAL;
      refunded += 1;
    }
    status = settlement.to;
  }
  return { books, status, paid, refunded };
}

describe('settlementOf: what a provider state does to a payout', () => {
  it('moves the money of one payout once out and at most once back, whatever arrives in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<FinalPayoutState>('success', 'failed', 'reversed'), {
          maxLength: 12,
        }),
        (outcomes) => {
          const { books, status, paid, refunded } = play(outcomes);
          expect(books.wallet + books.inFlight + books.clearing + books.fees).toBe(0n);
          expect(paid).toBeLessThanOrEqual(1);
          expect(refunded).toBeLessThanOrEqual(1);
          // the wallet is short exactly what was not given back
          const given = status === 'failed' || status === 'reversed';
          expect(books.wallet).toBe(given ? 0n : -TOTAL);
          expect(books.inFlight).toBe(status === 'pending' ? TOTAL : 0n);
          for (const account of Object.values(books)) expect(account >= -TOTAL).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('follows the one path each outcome allows', () => {
    expect(settlementOf('pending', 'success')).toEqual({ to: 'successful', money: 'pay' });
    expect(settlementOf('pending', 'failed')).toEqual({ to: 'failed', money: 'refundFromFlight' });
    expect(settlementOf('pending', 'reversed')).toEqual({
      to: 'reversed',
      money: 'refundFromFlight',
    });
    expect(settlementOf('successful', 'reversed')).toEqual({
      to: 'reversed',
      money: 'refundFromProvider',
    });
    expect(settlementOf('successful', 'failed')).toBeNull(); // paid is paid
    expect(settlementOf('failed', 'reversed')).toBeNull(); // already given back
    expect(settlementOf('failed', 'success')).toBeNull();
    expect(settlementOf('reversed', 'reversed')).toBeNull();
  });

  it('asks again after 30 s, doubling, never later than an hour', () => {
    expect([1, 2, 3, 4].map(nextCheckDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(nextCheckDelayMs(30)).toBe(3_600_000);
  });
});
