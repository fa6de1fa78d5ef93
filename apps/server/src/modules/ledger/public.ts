/**
 * What other modules may use of the ledger: the ledger itself (`ledger.recordMovement()`, the one
 * call a money movement makes, and its types), a store's wallets as a sub-select (the dashboard's
 * one statement), and, for deleting a store, locking its wallets and closing an emptied account.
 */
export { INSUFFICIENT_FUNDS, type Ledger } from './ledger.service';
export type { AccountRef } from './posting';
export type { MovementRecord } from './record-movement';
export {
  closeAccount,
  lockStoreWallets,
  storeWalletsFragment,
  type StoreWallet,
} from './ledger.repository';
