/**
 * What other modules may use of the split-payments module (ADR 0031): sharing a credited
 * payment with its split's payees, taking their parts back when it is refunded, the scheduled
 * payees' batches (their sweep, and what their payouts' outcomes tell the merchant).
 */
export { createSplitSettlement, type SplitSettlement } from './split-settlement';
export { createSplitBatches, scheduleSplitBatches, splitBatchSettled } from './split-batches';
export { createSplitPaymentsService } from './split-payments.service';
export { splitPaymentsRoutes } from './split-payments.routes';
export { chosenSplitGroup } from './split-group-choice';
