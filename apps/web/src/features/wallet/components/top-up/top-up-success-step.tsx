import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

interface TopUpSuccessStepProps {
  /** What reached the wallet, formatted. */
  credited: string;
  /** Closes the dialog and reloads the dashboard. */
  onDone: () => void;
}

/** docs/product/records.md: 'Top-up successful' and Done. */
export function TopUpSuccessStep({ credited, onDone }: TopUpSuccessStepProps) {
  const { t } = useTranslation(['topup', 'messages']);
  return (
    <div className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <p role="status" className="text-lg font-semibold text-success">
        {t('messages:topUpSuccessful')}
      </p>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('topup:success.credited', { amount: credited })}
      </p>
      <Button onClick={onDone} className="w-full">
        {t('topup:success.done')}
      </Button>
    </div>
  );
}
