import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TopUpCountdown } from './top-up-countdown';

interface TopUpPayHereStepProps {
  /** The hosted payment page (an https link). */
  url: string;
  remainingMs: number;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The hosted payment page inside the dialog. The frame is sandboxed: the page can run and submit
 * its forms, but cannot navigate this window.
 */
export function TopUpPayHereStep({ url, remainingMs, onConfirm, onBack }: TopUpPayHereStepProps) {
  const { t } = useTranslation('topup');
  return (
    <div className="space-y-4">
      <iframe
        title={t('payHere.frameTitle')}
        src={url}
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        className="h-[28rem] w-full rounded-md border border-gray-100 dark:border-gray-800"
      />
      <TopUpCountdown remainingMs={remainingMs} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={onBack}>
          {t('payHere.back')}
        </Button>
        <Button onClick={onConfirm}>{t('details.confirm')}</Button>
      </div>
    </div>
  );
}
