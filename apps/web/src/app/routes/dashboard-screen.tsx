import { DashboardRoute } from '../../features/dashboard/routes/dashboard-route';
import { useDashboardWallet } from '../../features/wallet/api/get-dashboard-wallet';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';

/** /dashboard: features do not import one another, so the app puts the wallet panel in. */
export function DashboardScreen() {
  // Watches the dashboard call the wallet panel makes (same query, never fetched from here), so
  // the dashboard can apply SPEC §8 to its failure.
  const dashboard = useDashboardWallet({ enabled: false });
  return <DashboardRoute walletPanel={<WalletPanel />} dashboardError={dashboard.error} />;
}
