import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button';
import { formatMoney } from '@olivia/contracts/format-money';
import { paymentLinkOf } from './top-up-rules';

interface TopUpOwedProps {
  details: TopUpDetails;
  status: TopUpStatusResponse;
  currency: string;
}

/** After a short payment: what arrived, what reached the wallet, and what is still to send. */
export function TopUpOwed({ details, status, currency }: TopUpOwedProps) {
  const { t } = useTranslation('topup');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section
      aria-label={t('owed.region')}
      className="space-y-2 rounded-md border border-gray-100 p-4 text-sm dark:border-gray-800"
    >
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500 dark:text-gray-400">{t('owed.received')}</dt>
          <dd className="font-semibold text-dark dark:text-gray-100">{money(status.amountpaid)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500 dark:text-gray-400">{t('owed.credited')}</dt>
          <dd className="font-semibold text-success">{money(status.credited)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold text-dark dark:text-white">{t('owed.due')}</dt>
          <dd data-testid="top-up-amount-due" className="font-bold text-danger">
            {money(status.amountdue)}
          </dd>
        </div>
      </dl>
      {paymentLinkOf(details.walletNumber) ? (
        <p className="text-xs text-gray-600 dark:text-gray-300">{t('owed.payRest')}</p>
      ) : (
        <p className="flex flex-wrap items-center gap-1 text-xs text-gray-600 dark:text-gray-300">
          {t('owed.sendTo', { bank: details.accountBank, account: details.walletNumber })}
          <CopyButton
            text={details.walletNumber}
            label={t('balance.copyAccountNumber')}
            copiedLabel={t('balance.copied')}
            className="text-primary"
          />
        </p>
      )}
    </section>
  );
}
