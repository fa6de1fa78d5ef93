import { currencyLocale } from './currencies';

/**
 * The currency an amount is written in (docs/product (screens.md, rules.md)): GBP (or the legacy
 * GBR), USD and CAD as they are; anything else is NGN.
 */
export function moneyCurrencyCode(currency: string | null | undefined): string {
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
 * The one money formatter, for the web app and the server's messages alike: an amount in major
 * units (the wire format, docs/engineering.md#api-conventions; the server converts with
 * `toMajorUnits` first) in the store's currency, e.g. ₦1,500.00, £12.50, $3.00. Amounts that are
 * not finite numbers show as zero rather than `NaN`.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  return moneyFormat(moneyCurrencyCode(currency)).format(Number.isFinite(amount) ? amount : 0);
}
