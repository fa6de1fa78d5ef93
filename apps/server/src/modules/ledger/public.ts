/**
 * What other modules may use of the ledger besides `ledger.post()` (ledger.service.ts): a store's
 * wallets as a sub-select (the dashboard's one statement), and, for deleting a store, locking its
 * wallets and closing an emptied account.
 */
export {
  closeAccount,
  lockStoreWallets,
  storeWalletsFragment,
  type StoreWallet,
} from './ledger.repository';
