import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { formatMoney } from '../../../../lib/format-money';
import { useErrorMessage, useTranslateMessage } from '../../../../lib/messages';
import { TOP_UP_POLL_INTERVAL_MS } from '../../api/get-top-up-status';
import { TopUpCountdown } from './top-up-countdown';
import { elapsedPercent, statusMessage } from './top-up-rules';

interface TopUpPollingStepProps {
  /** The latest status answer, if any. */
  status: TopUpStatusResponse | undefined;
  /** The latest failure (e.g. 404 'Record does not exist'), if the last poll failed. */
  error: unknown;
  currency: string;
  durationMs: number;
  remainingMs: number;
  /** Stops polling and closes the dialog. */
  onCancel: () => void;
}

/**
 * Step 3: the status is polled every 20 s. The progress bar is the share of the payment time
 * (the countdown from the payment details) already used, so it reads 100% at "Time up!".
 */
export function TopUpPollingStep(props: TopUpPollingStepProps) {
  const { status, error, currency, durationMs, remainingMs, onCancel } = props;
  const { t } = useTranslation('topup');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const percent = elapsedPercent(durationMs, remainingMs);
  const paidSoFar = status && status.amountpaid > 0 ? status.amountpaid : null;

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-dark dark:text-gray-100">
        <Spinner className="size-4 text-primary" />
        {t('polling.checking')}
      </p>
      <p className="text-xs text-gray-500">
        {t('polling.explainer', { seconds: TOP_UP_POLL_INTERVAL_MS / 1000 })}
      </p>
      {error ? (
        <Alert>{errorMessage(error)}</Alert>
      ) : (
        status && <Alert tone="info">{translate(statusMessage(status.status))}</Alert>
      )}
      {paidSoFar !== null && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('polling.paidSoFar', { amount: formatMoney(paidSoFar, currency) })}
        </p>
      )}
      <div>
        <div
          role="progressbar"
          aria-label={t('polling.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('polling.percent', { percent })}
          className="h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-right text-xs text-gray-500">{`${percent}%`}</p>
      </div>
      <TopUpCountdown remainingMs={remainingMs} />
      <Button variant="outline" onClick={onCancel} className="w-full">
        {t('polling.cancel')}
      </Button>
    </div>
  );
}
