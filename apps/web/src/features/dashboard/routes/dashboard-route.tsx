import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useDashboardFailure } from '../hooks/use-dashboard-failure';

interface DashboardRouteProps {
  /** The wallet panel (balance card, other currencies, top-up); app/ composes it in. */
  walletPanel?: ReactNode;
  /** The error of the dashboard call, if it failed (SPEC §8 decides what follows). */
  dashboardError?: unknown;
}

/** A first dashboard: the greeting of SPEC §2; the panels come with the dashboard issue. */
export function DashboardRoute({ walletPanel, dashboardError }: DashboardRouteProps = {}) {
  usePageTitle('dashboard');
  useDashboardFailure(dashboardError);
  const { t } = useTranslation('dashboard');
  const firstName = useSession((state) => state.user?.firstname ?? '');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-dark dark:text-white">
          {t('greeting', { name: firstName })}
        </h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('intro')}</p>
      </div>
      {walletPanel}
      <section className="rounded-md bg-white shadow-sm dark:bg-gray-900">
        <EmptyState title={t('empty.title')} body={t('empty.body')} />
      </section>
    </div>
  );
}
