import { MAIN_USER } from '@olivia/contracts/roles';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../components/ui/when-visible';
import { DashboardRoute } from '../../features/dashboard/routes/dashboard-route';
import { useDashboardWallet } from '../../features/wallet/api/wallet-api';
import { canSeeBalanceCard } from '../../features/wallet/components/balance-visibility';
import { WalletPanel } from '../../features/wallet/components/wallet-panel';
import { getStoredSetup, isAgent, useSession } from '../../lib/session';

/** Fetched only for a main user who has not finished set-up: most sessions never need it. */
const VerificationDialog = lazy(() =>
  import('../../features/verification/components/verification-dialog').then((m) => ({
    default: m.VerificationDialog,
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

/** /dashboard: features do not import one another, so the app puts the wallet panel in. */
export function DashboardScreen() {
  // The dashboard call: the wallet panel shares it (same query); its figures fill the panels.
  const dashboard = useDashboardWallet();
  const user = useSession((state) => state.user);
  // docs/product/records.md Dashboard load: a non-agent must verify (a sub-user cannot; their main
  // user does).
  const mustVerify = user?.userCategory === MAIN_USER && !isAgent();
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
      {mustVerify && (
        <Suspense fallback={null}>
          <VerificationDialog currency={user.currency} />
        </Suspense>
      )}
      {(setupLogo || setupProducts) && (
        <Suspense fallback={null}>
          <SetupToasts logo={setupLogo} products={setupProducts} />
        </Suspense>
      )}
    </>
  );
}
