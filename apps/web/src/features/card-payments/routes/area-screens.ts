import { CardPaymentDetailRoute } from './card-payment-detail-route';
import { CardPaymentsRoute } from './card-payments-route';
import { CardRefundRoute } from './card-refund-route';

/**
 * The card payments area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const cardPaymentsScreens = {
  CardPaymentsRoute,
  CardPaymentDetailRoute,
  CardRefundRoute,
};
