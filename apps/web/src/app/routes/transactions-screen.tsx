import { TransactionsRoute } from '../../features/transactions/routes/transactions-route';
import { PendingTopUpsNotice } from '../../features/wallet/components/pending-top-ups-notice';

/**
 * /transactions/all: features do not import one another, so the app puts the pending top-ups in.
 */
export function TransactionsScreen() {
  return <TransactionsRoute pendingTopUps={<PendingTopUpsNotice />} />;
}
