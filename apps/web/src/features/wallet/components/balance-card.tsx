import type { WalletDetailsSchema } from '@olivia/contracts/wallet';
import { Eye, EyeOff, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useClientSettings } from '../../../lib/client-settings';
import type { StoredAccount } from '../../../lib/session';
import { BalanceAmount } from './balance-amount';
import { FixedAccount } from './fixed-account';

interface BalanceCardProps {
  /** docs/product/records.md wallet details; undefined while they load. */
  wallet: z.infer<typeof WalletDetailsSchema> | undefined;
  /** The store's currency, used until the wallet details arrive. */
  currency: string;
  /** The store's own account (docs/product/client-settings.md), for paying in by bank transfer. */
  account: StoredAccount;
  onTopUp: () => void;
  /** The "Pending top-ups" section, when the store has top-ups awaiting money. */
  pending?: ReactNode;
}

/**
 * docs/product/screens.md Dashboard: the wallet balance with a show/hide toggle (saved as
 * maskBalance), the store's fixed account with a copy button, Top up, and the top-ups still
 * awaiting money.
 */
export function BalanceCard({ wallet, currency, account, onTopUp, pending }: BalanceCardProps) {
  const { t } = useTranslation('topup');
  const masked = useClientSettings((state) => state.maskBalance);
  const toggleMask = useClientSettings((state) => state.toggleMaskBalance);
  const code = wallet?.abbre ?? currency;

  return (
    <div className="flex flex-col gap-4 rounded-md bg-linear-to-br from-primary to-secondary p-5 text-white shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold">{wallet?.name}</p>
          <p className="text-xs text-white/80">{t('balance.wallet', { currency: code })}</p>
        </div>
        <button
          type="button"
          onClick={toggleMask}
          aria-label={masked ? t('balance.show') : t('balance.hide')}
          className="rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          {masked ? (
            <Eye aria-hidden="true" className="size-5" />
          ) : (
            <EyeOff aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <div>
        <p className="text-xs text-white/80">{t('balance.label')}</p>
        {wallet ? (
          <BalanceAmount
            amount={wallet.balance}
            currency={code}
            masked={masked}
            notShownText={t('balance.notShown')}
            className="text-2xl font-bold"
          />
        ) : (
          <span role="status" className="mt-1 block h-8 w-40 animate-pulse rounded bg-white/20">
            <span className="sr-only">{t('balance.loading')}</span>
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {account.accountNumber ? <FixedAccount account={account} currency={code} /> : <span />}
        <Button onClick={onTopUp} className="bg-white! px-4 text-primary! hover:bg-white/90!">
          <Plus aria-hidden="true" className="size-4" />
          {t('balance.topUp')}
        </Button>
      </div>
      {pending}
    </div>
  );
}
