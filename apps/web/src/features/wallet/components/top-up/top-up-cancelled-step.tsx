import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatMoney } from '@olivia/contracts/format-money';

interface TopUpCancelledStepProps {
  details: TopUpDetails;
  status: TopUpStatusResponse;
  currency: string;
  onDone: () => void;
}

/** 'Top-up cancelled': what had arrived, and that money still sent is credited, never lost. */
export function TopUpCancelledStep({ details, status, currency, onDone }: TopUpCancelledStepProps) {
  const { t } = useTranslation(['topup', 'messages']);
  return (
    <div className="space-y-4 text-center">
      <Ban aria-hidden="true" className="mx-auto size-14 text-gray-400" />
      <p role="status" className="text-lg font-semibold text-dark dark:text-white">
        {t('messages:topUpCancelled')}
      </p>
      {status.credited > 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('topup:cancelled.credited', { amount: formatMoney(status.credited, currency) })}
        </p>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('topup:cancelled.lateMoney', {
          bank: details.accountBank,
          account: details.walletNumber,
        })}
      </p>
      <Button onClick={onDone} className="w-full">
        {t('topup:cancelled.done')}
      </Button>
    </div>
  );
}
