import { describe, expect, it } from 'vitest';
import { searchedAmount } from '../../src/modules/wallet/amount-search';

describe('searchedAmount', () => {
  it('reads amounts as the screens show them, in minor units', () => {
    expect(searchedAmount('5,000.00')).toBe(500000n);
    expect(searchedAmount('5000')).toBe(500000n);
    expect(searchedAmount('₦5,000')).toBe(500000n);
    expect(searchedAmount('−₦510.00')).toBe(51000n);
    expect(searchedAmount('£12.5')).toBe(1250n);
    expect(searchedAmount(' 1,234,567.89 ')).toBe(123456789n);
    expect(searchedAmount('NGN 250')).toBe(25000n);
  });

  it('finds no amount in references, words or malformed numbers', () => {
    for (const q of ['TOP_REF1', 'transfer', '5,00', '1.234', '12,34,567', '', '.5', '5.']) {
      expect(searchedAmount(q), q).toBeUndefined();
    }
  });
});
