import { currencyLocale } from '@olivia/contracts/currencies';
import { moneyCurrencyCode } from '@olivia/contracts/format-money';

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
  return new Intl.DateTimeFormat(dateLocale(currency, language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
