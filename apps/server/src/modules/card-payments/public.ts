/**
 * What other modules may use of the card-payments module (ADR 0028): opening a card payment on
 * the provider's page and settling it, and what an owner is told when one ends without money.
 */
export {
  createCardPayments,
  type CardPaymentFailed,
  type CardPaymentRequest,
  type CardPayments,
} from './card-payments.service';
export { createCardRefunds, type CardRefunds } from './card-refunds.service';
export { cardFee } from './card-fee';
export { payerPaymentState } from './payer-payment';
export { cardAttemptsFragment, findCardCharge, insertCardCharge } from './card-payments.repository';
