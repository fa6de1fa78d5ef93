import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../hooks/use-countdown';

interface TopUpCountdownProps {
  remainingMs: number;
}

/** The time left to pay, as mm:ss; announced politely, at most once a minute by screen readers. */
export function TopUpCountdown({ remainingMs }: TopUpCountdownProps) {
  const { t } = useTranslation('topup');
  return (
    <div className="flex items-center justify-between rounded-md bg-primary-light px-4 py-2.5 text-sm text-primary dark:bg-gray-800">
      <span className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-4" />
        {t('details.timeLeft')}
      </span>
      <time
        data-testid="top-up-countdown"
        dateTime={`PT${Math.ceil(remainingMs / 1000)}S`}
        className="font-mono text-base font-bold"
      >
        {formatCountdown(remainingMs)}
      </time>
    </div>
  );
}
