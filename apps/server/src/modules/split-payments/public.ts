/**
 * What other modules may use of the split-payments module (ADR 0031): sharing a credited
 * payment with its split's payees, and taking their parts back when it is refunded.
 */
export { createSplitSettlement, type SplitSettlement } from './split-settlement';
export { createSplitPaymentsService } from './split-payments.service';
export { splitPaymentsRoutes } from './split-payments.routes';
export { chosenSplitGroup } from './split-group-choice';
