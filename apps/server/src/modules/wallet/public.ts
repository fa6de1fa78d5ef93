/**
 * What other modules may use of the wallet module: writing the agency transaction (the
 * merchant's view) of a movement (the ledger's `recordMovement`), and moving it to a new status,
 * in the movement's own transaction; the store's money in and out since a moment (the
 * dashboard's figures and the rank), on its own or as a fragment of one statement.
 */
export {
  flowsSince,
  flowsSinceFragment,
  insertWalletTransaction,
  setWalletTransactionStatus,
  type NewWalletTransaction,
} from './wallet-transactions.repository';
