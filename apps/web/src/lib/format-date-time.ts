import { currencyLocale } from '@olivia/contracts/currencies';
import { moneyCurrencyCode } from '@olivia/contracts/format-money';
import { dateTimeFormat, relativeTimeFormat } from './intl-formats';

interface DateTimeOptions {
  /** Defaults to the browser's zone; tests pin it. */
  timeZone?: string;
  /**
   * The interface language (`i18n.language`): dates follow it. English keeps the currency's
   * English (en-NG, en-GB, en-US, en-CA).
   */
  language?: string;
}

/** The locale a date is written in: the chosen language, or the currency's English. */
const dateLocale = (currency: string | null | undefined, language: string | undefined) =>
  language && !/^en\b/.test(language) ? language : currencyLocale(moneyCurrencyCode(currency));

/**
 * A date and time in the chosen language, or in the English of the store's currency (en-NG,
 * en-GB, en-US or en-CA), e.g. `5 Mar 2024, 14:07`. Unparseable input gives an empty string.
 */
export function formatDateTime(
  value: Date | string | number,
  currency?: string | null,
  { timeZone, language }: DateTimeOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(dateLocale(currency, language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, as the API sends a start or end date) in the chosen language or
 * the currency's English, e.g. `5 Mar 2024`; the same day wherever the reader is.
 */
export function formatDay(
  day: string,
  currency?: string | null,
  { language }: Pick<DateTimeOptions, 'language'> = {},
): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(dateLocale(currency, language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Up to this age a moment reads as relative ('5 minutes ago'); older ones get their date. */
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `value` was, in the chosen language ('now', '5 minutes ago', '2 hours ago'); from
 * a day on, the date and time of `formatDateTime`. Unparseable input gives an empty string.
 */
export function formatRelativeDateTime(
  value: Date | string | number,
  currency?: string | null,
  { now = Date.now(), ...options }: DateTimeOptions & { now?: number } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const age = Math.max(0, now - date.getTime());
  if (age >= DAY_MS) return formatDateTime(date, currency, options);
  const relative = relativeTimeFormat(dateLocale(currency, options.language), {
    numeric: 'auto',
  });
  if (age >= HOUR_MS) return relative.format(-Math.floor(age / HOUR_MS), 'hour');
  if (age >= MINUTE_MS) return relative.format(-Math.floor(age / MINUTE_MS), 'minute');
  // Under a minute reads as 'now': seconds ticking by would be noise in a list.
  return relative.format(0, 'second');
}
