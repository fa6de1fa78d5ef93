import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topUpFee } from '../../src/modules/top-ups/top-up-fee';
import { amountDue, splitPayment, topUpState } from '../../src/modules/top-ups/top-up-rules';

const later = new Date(Date.now() + 60_000);
const figures = (paid = 0n, credited = 0n) => ({
  amount: 1000_00n,
  fee: 10_00n,
  amountPaid: paid,
  credited,
  expiresAt: later,
});

describe('top-up fee', () => {
  it('is 1% rounded up, capped at ₦300 for NGN and 3.00 elsewhere', () => {
    expect(topUpFee(5000_00n, 'NGN')).toBe(50_00n);
    expect(topUpFee(100_01n, 'NGN')).toBe(1_01n);
    expect(topUpFee(1_000_000_00n, 'NGN')).toBe(300_00n);
    expect(topUpFee(1000_00n, 'GBP')).toBe(3_00n);
  });
});

describe('splitting a payment', () => {
  it('takes the fee once, first, and credits the rest', () => {
    expect(splitPayment(figures(), 1010_00n)).toEqual({ fee: 10_00n, credit: 1000_00n });
    expect(splitPayment(figures(), 5_00n)).toEqual({ fee: 5_00n, credit: 0n });
    expect(splitPayment(figures(5_00n, 0n), 100_00n)).toEqual({ fee: 5_00n, credit: 95_00n });
    expect(splitPayment(figures(1010_00n, 1000_00n), 50_00n)).toEqual({ fee: 0n, credit: 50_00n });
  });

  it('never takes more than the fee in all, whatever the sequence of payments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 2000_00n }), { maxLength: 10 }),
        (payments) => {
          let state = figures();
          for (const paid of payments) {
            const { fee, credit } = splitPayment(state, paid);
            expect(fee + credit).toBe(paid);
            state = {
              ...state,
              amountPaid: state.amountPaid + paid,
              credited: state.credited + credit,
            };
          }
          const feeTaken = state.amountPaid - state.credited;
          expect(feeTaken <= state.fee).toBe(true);
        },
      ),
    );
  });
});

describe('top-up state', () => {
  const now = new Date();
  it.each([
    [figures(), 'PENDING', 'No payment received yet'],
    [figures(500_00n, 490_00n), 'UNDERPAID', 'Paid Amount is less than the Requested amount'],
    [figures(1010_00n, 1000_00n), 'SUCCESSFUL', 'Top-up successful'],
    [{ ...figures(), expiresAt: new Date(0) }, 'EXPIRED', 'No Payment made'],
    [{ ...figures(500_00n, 490_00n), cancelledAt: now }, 'CANCELLED', 'Top-up cancelled'],
    [{ ...figures(1010_00n, 1000_00n), cancelledAt: now }, 'SUCCESSFUL', 'Top-up successful'],
  ])('%# is %s', (topUp, status, message) => {
    expect(topUpState(topUp, now)).toEqual({ status, message });
  });
});

describe('amount due', () => {
  it('is what is left of amount + fee, never below zero', () => {
    expect(amountDue(figures())).toBe(1010_00n);
    expect(amountDue(figures(500_00n, 490_00n))).toBe(510_00n);
    expect(amountDue(figures(2000_00n, 1990_00n))).toBe(0n);
  });
});
