import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from '../src/money';
import { leastTopUpMessage, normaliseAmountInput } from '../src/top-up';

describe('money at the edge', () => {
  it('converts major units to integer minor units without float drift', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30n);
    expect(toMinorUnits(1234.565)).toBe(123457n);
    expect(toMinorUnits(-5)).toBe(-500n);
    expect(toMajorUnits(123456n)).toBe(1234.56);
  });

  it('round-trips every amount with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (minor) => {
        expect(toMinorUnits(toMajorUnits(BigInt(minor)))).toBe(BigInt(minor));
      }),
    );
  });
});

describe('top-up amount rules (docs/product/rules.md)', () => {
  it('strips leading zeros and rounds to 2 decimals', () => {
    expect(normaliseAmountInput('0150')).toBe('150');
    expect(normaliseAmountInput('100.456')).toBe('100.46');
    expect(normaliseAmountInput('')).toBe('');
  });

  it('words the minimum per currency', () => {
    expect(leastTopUpMessage('NGN')).toBe('Least top-up amount is ₦100');
    expect(leastTopUpMessage('GBP', (v) => `£${v.toFixed(2)}`)).toBe(
      'Least top-up amount is £5.00',
    );
  });
});
