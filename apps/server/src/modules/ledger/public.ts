/**
 * What other modules may use of the ledger besides `ledger.post()` (ledger.service.ts): a store's
 * wallets, and, for deleting a store, locking its wallets and closing an emptied account.
 */
export { closeAccount, listWallets, lockStoreWallets } from './ledger.repository';
