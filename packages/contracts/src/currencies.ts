import { z } from 'zod';

export const CURRENCIES = ['NGN', 'GBP', 'USD', 'CAD'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

export const currencySymbols: Record<Currency, string> = {
  NGN: '₦',
  GBP: '£',
  USD: '$',
  CAD: 'CA$',
};

/**
 * docs/product (screens.md, rules.md): GBP (or the legacy GBR) formats en-GB, USD en-US, CAD
 * Canadian, else en-NG.
 */
export function currencyLocale(code: string): string {
  switch (code) {
    case 'GBP':
    case 'GBR':
      return 'en-GB';
    case 'USD':
      return 'en-US';
    case 'CAD':
      return 'en-CA';
    default:
      return 'en-NG';
  }
}
