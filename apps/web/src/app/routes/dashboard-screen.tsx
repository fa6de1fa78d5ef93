import { DashboardRoute } from '../../features/dashboard/routes/dashboard-route';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';

/** /dashboard: features do not import one another, so the app puts the wallet panel in. */
export function DashboardScreen() {
  return <DashboardRoute walletPanel={<WalletPanel />} />;
}
