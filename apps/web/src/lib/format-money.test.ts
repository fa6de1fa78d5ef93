import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format-money';

/** ICU separates some parts with narrow no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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

describe('formatDateTime', () => {
  const moment = '2024-03-05T14:07:00Z';
  const utc = { timeZone: 'UTC' };

  it('uses the locale family of the currency', () => {
    expect(plain(formatDateTime(moment, 'NGN', utc))).toBe('5 Mar 2024, 14:07');
    expect(plain(formatDateTime(moment, 'GBP', utc))).toBe('5 Mar 2024, 14:07');
    expect(plain(formatDateTime(moment, 'USD', utc))).toBe('Mar 5, 2024, 2:07 PM');
    expect(plain(formatDateTime(new Date(moment), 'CAD', utc))).toBe('Mar 5, 2024, 2:07 p.m.');
  });

  it('accepts timestamps and gives an empty string for invalid dates', () => {
    expect(plain(formatDateTime(Date.parse(moment), undefined, utc))).toBe('5 Mar 2024, 14:07');
    expect(formatDateTime('not a date', 'NGN')).toBe('');
  });
});
