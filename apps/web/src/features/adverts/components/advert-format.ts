import { currencyLocale } from '@olivia/contracts/currencies';
import { moneyCurrencyCode } from '@olivia/contracts/format-money';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-formats';

/** The locale a figure is written in: the chosen language, or the currency's English. */
const localeOf = (currency: string | undefined, language: string) =>
  /^en\b/.test(language) ? currencyLocale(moneyCurrencyCode(currency)) : language;

/** A campaign day (YYYY-MM-DD, a UTC date), e.g. '5 Mar 2026', in the reader's language. */
export function formatCampaignDay(day: string, currency: string | undefined, language: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(localeOf(currency, language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** A count of people, grouped as the reader's language groups digits (11,000; 11 000). */
export function formatCount(count: number, currency: string | undefined, language: string) {
  return numberFormat(localeOf(currency, language)).format(count);
}
