import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/format-money';

describe('formatMoney', () => {
  it('formats NGN in en-NG with the naira sign, the default', () => {
    expect(formatMoney(1500, 'NGN')).toBe('₦1,500.00');
    expect(formatMoney(1234567.5)).toBe('₦1,234,567.50');
    expect(formatMoney(20, 'EUR')).toBe('₦20.00');
    expect(formatMoney(20, null)).toBe('₦20.00');
  });

  it('formats GBP and the legacy GBR in en-GB', () => {
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
    expect(formatMoney(1000, 'GBR')).toBe('£1,000.00');
  });

  it('formats USD in en-US and CAD in Canadian-dollar style', () => {
    expect(formatMoney(3, 'USD')).toBe('$3.00');
    expect(formatMoney(1234.567, 'CAD')).toBe('$1,234.57');
  });

  it('keeps the sign of negative amounts and shows zero for non-numbers', () => {
    expect(formatMoney(-50, 'NGN')).toBe('-₦50.00');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
  });
});
