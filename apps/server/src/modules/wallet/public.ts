/**
 * What other modules may use of the wallet module: writing the agency transaction (the
 * merchant's view) of a movement (the ledger's `recordMovement`), and moving it to a new status,
 * in the movement's own transaction.
 */
export {
  insertWalletTransaction,
  setWalletTransactionStatus,
  type NewWalletTransaction,
} from './wallet-transactions.repository';
