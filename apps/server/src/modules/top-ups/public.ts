/**
 * What other modules may use of the top-ups module: finding a top-up (the sandbox bank pays
 * it), and opening one for a storefront order (the orders module: its fee, its row, its time
 * to live; ADR 0016), and what a payment into an order's account tells the orders module.
 */
export {
  findTopUpByAccountNumber,
  findTopUpByReference,
  insertTopUp,
  transferAttemptsFragment,
  type TopUpRow,
} from './top-ups.repository';
export { topUpFee } from './top-up-fee';
export { TOP_UP_TTL_MINUTES } from './top-ups.service';
export type {
  InvoicePaymentReceived,
  LinkPaymentReceived,
  OrderPaymentReceived,
  PaymentApplied,
  SplitPaymentCredited,
} from './payment-receiver';
