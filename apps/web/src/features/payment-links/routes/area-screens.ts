import { EditPaymentLinkRoute } from './edit-payment-link-route';
import { NewPaymentLinkRoute } from './new-payment-link-route';
import { PaymentLinkDetailRoute } from './payment-link-detail-route';
import { PaymentLinksRoute } from './payment-links-route';

/**
 * The payment links area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const paymentLinksScreens = {
  PaymentLinksRoute,
  NewPaymentLinkRoute,
  EditPaymentLinkRoute,
  PaymentLinkDetailRoute,
};
