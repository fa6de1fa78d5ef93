import { MAIN_USER } from '@olivia/contracts/roles';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../components/ui/when-visible';
import { DashboardRoute } from '../../features/dashboard/routes/dashboard-route';
import { useDashboardWallet } from '../../features/wallet/api/wallet-api';
import { canSeeBalanceCard } from '../../features/wallet/components/balance-visibility';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';
import { getStoredSetup, isAgent, useSession } from '../../lib/session';

/** Fetched only for a main user who has not finished set-up: most sessions never need it. */
const AgentSetupScreen = lazy(() =>
  import('../../features/verification/components/agent-setup-screen').then((m) => ({
    default: m.AgentSetupScreen,
  })),
);

/** Below the fold, with its table, dates and exports: loaded when the merchant scrolls to it. */
const RecentTransactions = lazy(() =>
  import('../../features/transactions/components/recent-transactions').then((m) => ({
    default: m.RecentTransactions,
  })),
);

/**
 * docs/product/screens.md's set-up prompts: fetched only while the store still lacks a logo or
 * products.
 */
const SetupToasts = lazy(() =>
  import('../../features/store-setup/components/setup-toasts').then((m) => ({
    default: m.SetupToasts,
  })),
);

/**
 * /dashboard. SPEC §2: only agents get the dashboard; a main user who is not one yet is shown the
 * set-up screen instead, with no dashboard or prompts behind it (a sub-user cannot verify; their
 * main user does).
 */
export function DashboardScreen() {
  const user = useSession((state) => state.user);
  if (user?.userCategory === MAIN_USER && !isAgent()) {
    return (
      <Suspense fallback={null}>
        <AgentSetupScreen currency={user.currency} />
      </Suspense>
    );
  }
  return <AgentDashboard />;
}

/** The agent's dashboard: features do not import one another, so the app puts the wallet in. */
function AgentDashboard() {
  // The dashboard call: the wallet panel shares it (same query); its figures fill the panels.
  const dashboard = useDashboardWallet();
  const user = useSession((state) => state.user);
  // Only the main user may change the logo; anyone signed in may add products.
  const setupLogo = dashboard.data?.setuplogo === true && user?.userCategory === MAIN_USER;
  const setupProducts = dashboard.data?.setupproducts === true;
  return (
    <>
      <DashboardRoute
        walletPanel={<WalletPanel />}
        recentTransactions={
          canSeeBalanceCard(user, getStoredSetup()) && (
            <WhenVisible minHeight={480}>
              <Suspense fallback={<div className="min-h-120" />}>
                <RecentTransactions />
              </Suspense>
            </WhenVisible>
          )
        }
        dashboard={dashboard.data}
        dashboardError={dashboard.error}
        reload={dashboard.refetch}
      />
      {(setupLogo || setupProducts) && (
        <Suspense fallback={null}>
          <SetupToasts logo={setupLogo} products={setupProducts} />
        </Suspense>
      )}
    </>
  );
}
