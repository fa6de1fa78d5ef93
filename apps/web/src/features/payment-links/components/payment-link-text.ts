import { formatMoney } from '@olivia/contracts/format-money';
import type { PaymentLink, PaymentLinkState } from '@olivia/contracts/payment-links';
import type { TFunction } from 'i18next';

type T = TFunction<'paymentLinks'>;

/** The badge colour of each state (StatusBadge picks it from the code). */
export const stateTone: Record<PaymentLinkState, string> = {
  active: 'success',
  inactive: 'inactive',
  expired: 'expired',
  completed: 'closed',
};

/** A link's address as payers see it, without the app's host: `/pay/<slug>`. */
export const shortAddress = (link: Pick<PaymentLink, 'slug'>) => `/pay/${link.slug}`;

/** The fixed amount, or 'Payer chooses, from <minimum>', in the link's currency. */
export function amountText(t: T, link: PaymentLink): string {
  if (link.amounttype === 'fixed' && link.amount !== null) {
    return formatMoney(link.amount, link.currency);
  }
  return t('amount.payerChooses', { minimum: formatMoney(link.minimumamount, link.currency) });
}

/** Payments made, out of the link's limit when it has one: '3 / 10'. */
export const paymentsText = (link: Pick<PaymentLink, 'payments' | 'completionlimit'>) =>
  link.completionlimit === null
    ? String(link.payments)
    : `${link.payments} / ${link.completionlimit}`;

/** Payments per page view, as a share (0 to 1); null before anyone has viewed the page. */
export const conversionOf = (link: Pick<PaymentLink, 'payments' | 'views'>) =>
  link.views > 0 ? link.payments / link.views : null;
