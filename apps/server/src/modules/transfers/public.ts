/**
 * What other modules may use of the transfers module: the payout path itself (debit to payouts
 * in flight, then the provider, then one final state), for settlements to the store's own bank.
 */
export { debitForPayout, type PayoutOrder } from './payout-debit';
export type { PayoutSettled, PayoutSettlement } from './payout-settlement';
export {
  claimPayout,
  findPayout,
  findStoreQuote,
  listStorePayouts,
  type PayoutRow,
} from './transfers.repository';
export type { TransfersService } from './transfers.service';
