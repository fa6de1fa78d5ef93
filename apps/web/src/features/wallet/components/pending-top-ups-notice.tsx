import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredSetup, useSession } from '../../../lib/session';
import { usePendingTopUps } from '../api/wallet-api';
import { canSeeBalanceCard } from './balance-visibility';
import { PendingTopUps } from './pending-top-ups';
import { LazyTopUpDialog } from './top-up/lazy-top-up-dialog';

/**
 * The store's top-ups still awaiting money, for a screen other than the dashboard (the
 * transactions list shows it above its table): each reopens its payment details. Nothing shows
 * while there are none, or for a user who may not see wallet figures (docs/product/roles.md).
 */
export function PendingTopUpsNotice() {
  const { t } = useTranslation('topup');
  const user = useSession((state) => state.user);
  const visible = canSeeBalanceCard(user, getStoredSetup());
  const pending = usePendingTopUps({ enabled: visible });
  const [resume, setResume] = useState<TopUpStatusResponse | null>(null);
  const topUps = pending.data?.content ?? [];
  if (!visible || topUps.length === 0) return null;

  return (
    <section
      aria-labelledby="pending-top-ups-notice-heading"
      className="space-y-3 rounded-md border-l-4 border-warning bg-white p-4 shadow-sm dark:bg-gray-900"
    >
      <div>
        <h2
          id="pending-top-ups-notice-heading"
          className="text-base font-semibold text-dark dark:text-white"
        >
          {t('pending.title')}
        </h2>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('pending.hint')}</p>
      </div>
      <PendingTopUps topUps={topUps} onOpen={setResume} tone="panel" />
      {resume && (
        <LazyTopUpDialog
          currency={resume.currency}
          resume={resume}
          onClose={() => setResume(null)}
        />
      )}
    </section>
  );
}
