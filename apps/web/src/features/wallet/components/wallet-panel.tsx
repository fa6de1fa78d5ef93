import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { getStoredAccount, getStoredSetup, useSession } from '../../../lib/session';
import { useDashboardWallet, usePendingTopUps } from '../api/wallet-api';
import { BalanceCard } from './balance-card';
import { canSeeBalanceCard } from './balance-visibility';
import { OtherAccountCard } from './other-account-card';
import { PendingTopUps } from './pending-top-ups';
import { LazyTopUpDialog } from './top-up/lazy-top-up-dialog';

/** The Wallet Top Up dialog: closed, a new top-up, or a pending one reopened. */
type DialogState = { resume?: TopUpStatusResponse } | null;

/**
 * The wallet part of the dashboard (docs/product/screens.md): the balance card with the top-ups
 * still awaiting money, one card per other currency and the Wallet Top Up dialog. Users who may not
 * see the balance (docs/product/roles.md) get nothing.
 */
export function WalletPanel() {
  const { t } = useTranslation('topup');
  const errorMessage = useErrorMessage();
  const user = useSession((state) => state.user);
  const visible = canSeeBalanceCard(user, getStoredSetup());
  const wallet = useDashboardWallet({ enabled: visible });
  const pending = usePendingTopUps({ enabled: visible });
  const [dialog, setDialog] = useState<DialogState>(null);
  if (!visible || !user) return null;
  const currency = wallet.data?.walletDetails.abbre ?? user.currency;
  const pendingTopUps = pending.data?.content ?? [];

  return (
    <section aria-label={t('balance.region')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <div className="md:col-span-2">
        {wallet.isError ? (
          <div className="flex h-full flex-col items-start gap-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
            <p role="alert" className="text-sm text-danger">
              {t('balance.loadFailed')} {errorMessage(wallet.error)}
            </p>
            <Button variant="outline" onClick={() => void wallet.refetch()}>
              {t('balance.retry')}
            </Button>
          </div>
        ) : (
          <BalanceCard
            wallet={wallet.data?.walletDetails}
            currency={currency}
            account={getStoredAccount()}
            onTopUp={() => setDialog({})}
            pending={
              pendingTopUps.length > 0 && (
                <section
                  aria-labelledby="pending-top-ups-heading"
                  className="space-y-2 border-t border-white/20 pt-3"
                >
                  <h3 id="pending-top-ups-heading" className="text-sm font-semibold">
                    {t('pending.title')}
                  </h3>
                  <PendingTopUps
                    topUps={pendingTopUps}
                    onOpen={(topUp) => setDialog({ resume: topUp })}
                  />
                </section>
              )
            }
          />
        )}
      </div>
      {wallet.data?.otherAccounts.map((account) => (
        <OtherAccountCard key={account.currency} account={account} />
      ))}
      {dialog && (
        <LazyTopUpDialog
          currency={dialog.resume?.currency ?? currency}
          resume={dialog.resume}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
