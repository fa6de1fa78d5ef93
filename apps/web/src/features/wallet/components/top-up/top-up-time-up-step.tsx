import { TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

interface TopUpTimeUpStepProps {
  /** Back to the form, for a new top-up. */
  onRetry: () => void;
}

/**
 * docs/product/records.md: the countdown ended before the payment arrived: 'Time up!' and Retry.
 */
export function TopUpTimeUpStep({ onRetry }: TopUpTimeUpStepProps) {
  const { t } = useTranslation(['topup', 'messages']);
  return (
    <div className="space-y-4 text-center">
      <TimerOff aria-hidden="true" className="mx-auto size-14 text-warning" />
      <p role="alert" className="text-lg font-semibold text-dark dark:text-white">
        {t('messages:timeUp')}
      </p>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('topup:timeUp.body')}</p>
      <Button onClick={onRetry} className="w-full">
        {t('topup:timeUp.retry')}
      </Button>
    </div>
  );
}
