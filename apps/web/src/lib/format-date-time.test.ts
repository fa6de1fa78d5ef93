import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeDateTime } from './format-date-time';

/** ICU separates some parts with narrow no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDateTime', () => {
  const moment = '2024-03-05T14:07:00Z';
  const utc = { timeZone: 'UTC' };

  it('uses the locale family of the currency', () => {
    expect(plain(formatDateTime(moment, 'NGN', utc))).toBe('5 Mar 2024, 14:07');
    expect(plain(formatDateTime(moment, 'GBP', utc))).toBe('5 Mar 2024, 14:07');
    expect(plain(formatDateTime(moment, 'USD', utc))).toBe('Mar 5, 2024, 2:07 PM');
    expect(plain(formatDateTime(new Date(moment), 'CAD', utc))).toBe('Mar 5, 2024, 2:07 p.m.');
  });

  it("follows the chosen language, English keeping the currency's English", () => {
    expect(plain(formatDateTime(moment, 'NGN', { ...utc, language: 'fr' }))).toBe(
      '5 mars 2024, 14:07',
    );
    expect(plain(formatDateTime(moment, 'NGN', { ...utc, language: 'de' }))).toBe(
      '05.03.2024, 14:07',
    );
    expect(plain(formatDateTime(moment, 'USD', { ...utc, language: 'en' }))).toBe(
      'Mar 5, 2024, 2:07 PM',
    );
  });

  it('accepts timestamps and gives an empty string for invalid dates', () => {
    expect(plain(formatDateTime(Date.parse(moment), undefined, utc))).toBe('5 Mar 2024, 14:07');
    expect(formatDateTime('not a date', 'NGN')).toBe('');
  });
});

describe('formatRelativeDateTime', () => {
  const now = Date.parse('2024-03-05T14:07:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, in the chosen language, for the last day', () => {
    expect(formatRelativeDateTime(ago(20_000), 'NGN', { now })).toBe('now');
    expect(formatRelativeDateTime(ago(5 * 60_000), 'NGN', { now })).toBe('5 minutes ago');
    expect(formatRelativeDateTime(ago(3 * 3_600_000), 'NGN', { now })).toBe('3 hours ago');
    expect(formatRelativeDateTime(ago(60_000), 'NGN', { now, language: 'fr' })).toBe(
      'il y a 1 minute',
    );
  });

  it('gives the date and time from a day on, and nothing for invalid dates', () => {
    expect(
      plain(formatRelativeDateTime(ago(24 * 3_600_000), 'NGN', { now, timeZone: 'UTC' })),
    ).toBe('4 Mar 2024, 14:07');
    expect(formatRelativeDateTime('not a date', 'NGN', { now })).toBe('');
  });
});
