/**
 * What other modules may use of the suppliers module: a payout's final state reaching the
 * purchase-order payment it paid (given to the transfers module by the composition root).
 */
import type { PayoutSettled } from '../transfers/public';
import { purchaseOrderPaymentPaid, purchaseOrderPaymentReturned } from './purchase-order-payments';

export const purchaseOrderPayoutSettled: PayoutSettled = (unit, payout, to) =>
  to === 'successful'
    ? purchaseOrderPaymentPaid(unit, payout.ref)
    : purchaseOrderPaymentReturned(unit, payout.ref);
