import type { DashboardResponse } from '@olivia/contracts/wallet';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { MAIN_USER } from '@olivia/contracts/roles';
import { AdvertCampaigns } from '../components/advert-campaigns';
import { CustomDomains } from '../components/custom-domains';
import { DashboardFailed } from '../components/dashboard-failed';
import { Greeting } from '../components/greeting';
import { RecentOrders } from '../components/recent-orders';
import { StoreFigures } from '../components/store-figures';
import { WebsiteVisits } from '../components/website-visits';
import { dashboardFailureOf } from '../hooks/dashboard-failure';
import { useDashboardFailure } from '../hooks/use-dashboard-failure';

interface DashboardRouteProps {
  /** The wallet panel (balance card, other currencies, top-up); app/ composes it in. */
  walletPanel?: ReactNode;
  /** The Recent Transactions panel, for a user who may see the wallet's movements. */
  recentTransactions?: ReactNode;
  /** The dashboard call's answer (docs/product/records.md), once it has come. */
  dashboard?: DashboardResponse;
  /** The error of the dashboard call, if it failed (docs/product/rules.md decides what follows). */
  dashboardError?: unknown;
  /** Asks for the dashboard again (after a refresh of the tier, or from the retry screen). */
  reload?: () => Promise<unknown>;
}

/**
 * /dashboard (docs/product/screens.md): the greeting and rank, the wallet, the store's figures and
 * panels.
 */
export function DashboardRoute({
  walletPanel,
  recentTransactions,
  dashboard,
  dashboardError,
  reload = () => Promise.resolve(),
}: DashboardRouteProps = {}) {
  usePageTitle('dashboard');
  useDashboardFailure(dashboardError);
  const user = useSession((state) => state.user);
  const currency = dashboard?.walletDetails.abbre ?? user?.currency ?? 'NGN';
  const failed = dashboardFailureOf(dashboardError) === 'retry';

  return (
    <div className="space-y-6">
      <Greeting
        firstName={user?.firstname ?? ''}
        rank={dashboard?.walletDetails.rank}
        onRefreshed={reload}
      />
      {walletPanel}
      {failed ? (
        <DashboardFailed error={dashboardError} onRetry={() => void reload()} />
      ) : (
        <>
          <StoreFigures figures={dashboard} currency={currency} />
          <WebsiteVisits />
          <AdvertCampaigns adverts={dashboard?.adsList} currency={currency} />
          <CustomDomains
            domains={dashboard?.domainManagers}
            currency={currency}
            canBuy={user?.userCategory === MAIN_USER}
          />
          <RecentOrders orders={dashboard?.ordersList} currency={currency} />
          {recentTransactions}
        </>
      )}
    </div>
  );
}
