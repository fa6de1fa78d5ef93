import { currencyLocale } from '@olivia/contracts/currencies';

/** SPEC §1/§9: GBP (or the legacy GBR) en-GB, USD en-US, CAD Canadian; anything else is NGN. */
function currencyCode(currency: string | null | undefined): string {
  switch (currency) {
    case 'GBP':
    case 'GBR':
      return 'GBP';
    case 'USD':
    case 'CAD':
      return currency;
    default:
      return 'NGN';
  }
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(code: string): Intl.NumberFormat {
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat(currencyLocale(code), {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(code, format);
  }
  return format;
}

/**
 * An amount in major units (the wire format, DESIGN §4) in the store's currency, e.g. ₦1,500.00,
 * £12.50, $3.00. Amounts that are not finite numbers show as zero rather than `NaN`.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  return moneyFormat(currencyCode(currency)).format(Number.isFinite(amount) ? amount : 0);
}

interface DateTimeOptions {
  /** Defaults to the browser's zone; tests pin it. */
  timeZone?: string;
}

/**
 * A date and time in the locale of the store's currency (en-NG, en-GB, en-US or en-CA), e.g.
 * `5 Mar 2024, 14:07`. Unparseable input gives an empty string.
 */
export function formatDateTime(
  value: Date | string | number,
  currency?: string | null,
  { timeZone }: DateTimeOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currencyLocale(currencyCode(currency)), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
