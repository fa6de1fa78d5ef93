import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { getStoredAccount, getStoredSetup, useSession } from '../../../lib/session';
import { useDashboardWallet } from '../api/get-dashboard-wallet';
import { BalanceCard } from './balance-card';
import { canSeeBalanceCard } from './balance-visibility';
import { OtherAccountCard } from './other-account-card';
import { TopUpDialog } from './top-up/top-up-dialog';

/**
 * The wallet part of the dashboard (SPEC §2): the balance card, one card per other currency and
 * the Wallet Top Up dialog. Users who may not see the balance (SPEC §6) get nothing.
 */
export function WalletPanel() {
  const { t } = useTranslation('topup');
  const errorMessage = useErrorMessage();
  const user = useSession((state) => state.user);
  const visible = canSeeBalanceCard(user, getStoredSetup());
  const wallet = useDashboardWallet({ enabled: visible });
  const [topUpOpen, setTopUpOpen] = useState(false);
  if (!visible || !user) return null;
  const currency = wallet.data?.walletDetails.abbre ?? user.currency;

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
            onTopUp={() => setTopUpOpen(true)}
          />
        )}
      </div>
      {wallet.data?.otherAccounts.map((account) => (
        <OtherAccountCard key={account.currency} account={account} />
      ))}
      {topUpOpen && <TopUpDialog currency={currency} onClose={() => setTopUpOpen(false)} />}
    </section>
  );
}
