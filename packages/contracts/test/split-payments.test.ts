import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SplitGroupRequestSchema, splitParts } from '../src/split-payments';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('splitting a payment (ADR 0031)', () => {
  it('rounds each payee down to the kobo and gives the store what is left', () => {
    // ₦10,000.01 paid, ₦250 fee borne by the store; 33.33% and 12.5% to payees.
    const parts = splitParts(1_000_001n, 25_000n, {
      type: 'percentage',
      bearer: 'store',
      members: [{ share: 33.33 }, { share: 12.5 }],
    });
    expect(parts.payees).toEqual([
      { gross: 333_300n, fee: 0n, net: 333_300n },
      { gross: 125_000n, fee: 0n, net: 125_000n },
    ]);
    expect(parts.store).toEqual({ gross: 541_701n, fee: 25_000n, net: 516_701n });
  });

  it('shares the fee in proportion when every party bears it', () => {
    const parts = splitParts(1_000_000n, 25_000n, {
      type: 'percentage',
      bearer: 'proportional',
      members: [{ share: 20 }],
    });
    expect(parts.payees).toEqual([{ gross: 200_000n, fee: 5_000n, net: 195_000n }]);
    expect(parts.store).toEqual({ gross: 800_000n, fee: 20_000n, net: 780_000n });
  });

  it('pays flat shares in order while money is left; the fee moves to payees the store cannot carry', () => {
    const parts = splitParts(500_000n, 17_500n, {
      type: 'flat',
      bearer: 'store',
      members: [{ share: 3_000 }, { share: 3_000 }],
    });
    expect(parts.payees.map((part) => part.gross)).toEqual([300_000n, 200_000n]);
    expect(parts.store.gross).toBe(0n);
    expect(parts.store.net).toBe(0n);
    expect(sum(parts.payees.map((part) => part.fee))).toBe(17_500n);
  });

  it('never loses or makes a kobo, and no party ends below zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.constantFrom('percentage' as const, 'flat' as const),
        fc.constantFrom('store' as const, 'proportional' as const),
        fc.array(fc.integer({ min: 1, max: 2_000 }), { minLength: 1, maxLength: 5 }),
        (amount, feeBasisPoints, type, bearer, raw) => {
          const fee = (amount * BigInt(feeBasisPoints)) / 10_000n;
          const members = raw.map((value) => ({
            share: type === 'percentage' ? value / 100 : value * 7.31,
          }));
          const parts = splitParts(amount, fee, { type, bearer, members });
          const all = [...parts.payees, parts.store];
          expect(sum(all.map((part) => part.gross))).toBe(amount);
          expect(sum(all.map((part) => part.fee))).toBe(fee);
          for (const part of all) {
            expect(part.net).toBeGreaterThanOrEqual(0n);
            expect(part.net).toBe(part.gross - part.fee);
          }
        },
      ),
    );
  });

  it('refuses percentages over 100, a payee twice, and more than five payees', () => {
    const payee = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const group = (members: { payeeid: string; share: number }[]) =>
      SplitGroupRequestSchema.safeParse({ name: 'Partners', type: 'percentage', members });
    expect(
      group([
        { payeeid: payee(1), share: 60 },
        { payeeid: payee(2), share: 40 },
      ]).success,
    ).toBe(true);
    expect(
      group([
        { payeeid: payee(1), share: 60 },
        { payeeid: payee(2), share: 40.01 },
      ]).success,
    ).toBe(false);
    expect(
      group([
        { payeeid: payee(1), share: 10 },
        { payeeid: payee(1), share: 10 },
      ]).success,
    ).toBe(false);
    expect(group([1, 2, 3, 4, 5, 6].map((n) => ({ payeeid: payee(n), share: 1 }))).success).toBe(
      false,
    );
  });
});
