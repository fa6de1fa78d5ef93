import type { Rank } from '@olivia/contracts/wallet';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastDashboardError } from '../../../lib/toast';
import { useRefreshTier } from '../api/dashboard-api';
import { RankBadge } from './rank-badge';

interface GreetingProps {
  firstName: string;
  /** Unknown until the dashboard call answers. */
  rank: Rank | undefined;
  /** Loads the dashboard again once the rank is recomputed. */
  onRefreshed: () => Promise<unknown>;
}

/** docs/product/screens.md: 'Hi, {first name}', the rank badge and the refresh-tier button. */
export function Greeting({ firstName, rank, onRefreshed }: GreetingProps) {
  const { t } = useTranslation('dashboard');
  const refresh = useRefreshTier(onRefreshed);
  const onRefresh = () =>
    refresh.mutate(undefined, { onError: () => toastDashboardError(t('rank.failed')) });

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-dark dark:text-white">
            {t('greeting', { name: firstName })}
          </h1>
          {rank && <RankBadge rank={rank} />}
        </div>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('intro')}</p>
      </div>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refresh.isPending}
        className="inline-flex items-center gap-2 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm font-semibold text-dark shadow-sm transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        <RefreshCw
          aria-hidden="true"
          className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`}
        />
        {refresh.isPending ? t('rank.refreshing') : t('rank.refresh')}
      </button>
    </div>
  );
}
