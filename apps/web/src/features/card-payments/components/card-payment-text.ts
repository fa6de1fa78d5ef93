import { CARD_BRANDS } from '@olivia/contracts/card-payments';
import type { TFunction } from 'i18next';

type T = TFunction<'cardPayments'>;
type CardBrand = (typeof CARD_BRANDS)[number];

/** The schemes' own names: the same in every language. */
const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
};

const isBrand = (value: string): value is CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(value);

/** A card scheme's name; one we do not know, as the provider sent it. */
export const brandName = (brand: string) => (isBrand(brand) ? BRAND_NAMES[brand] : brand);

/** 'Visa •••• 4081'; empty while no card was entered (a payment abandoned on the page). */
export function cardText({ brand, last4 }: { brand: string; last4: string }): string {
  if (!last4) return brandName(brand);
  return [brandName(brand), `•••• ${last4}`].filter(Boolean).join(' ');
}

/** The steps the sandbox records; Paystack's log names its own (shown as sent). */
const STEPS = [
  'initialized',
  'card',
  'otp',
  '3ds',
  'sent',
  'success',
  'failed',
  'abandoned',
] as const;
const isStep = (value: string): value is (typeof STEPS)[number] =>
  (STEPS as readonly string[]).includes(value);

/** A step of the attempt in the reader's language; a step we have no word for, as sent. */
export const stepLabel = (t: T, step: string) => (isStep(step) ? t(`steps.${step}`) : step);

/** Who took the payment: Paystack by its name, the sandbox said to be a test. */
export function providerName(t: T, provider: string): string {
  if (provider === 'paystack') return 'Paystack';
  if (provider === 'sandbox') return t('detail.sandbox');
  return provider;
}
