import { useTranslation } from 'react-i18next';
import { useClientSettings } from '../../../lib/client-settings';
import { BalanceAmount } from './balance-amount';

interface OtherAccountCardProps {
  /** docs/product/records.md "other accounts": a wallet of the store in another currency. */
  account: { currency: string; balance: number | null };
}

/**
 * docs/product/screens.md: an extra currency balance card; masked together with the main balance.
 */
export function OtherAccountCard({ account }: OtherAccountCardProps) {
  const { t } = useTranslation('topup');
  const masked = useClientSettings((state) => state.maskBalance);
  return (
    <div className="flex flex-col justify-between gap-2 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
      <p className="text-sm font-semibold text-gray-500 dark:text-gray-400">
        {t('balance.otherCurrency', { currency: account.currency })}
      </p>
      <BalanceAmount
        amount={account.balance}
        currency={account.currency}
        masked={masked}
        notShownText={t('balance.notShown')}
        className="text-xl font-bold text-dark dark:text-white"
      />
    </div>
  );
}
