import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Spinner } from '../../../../components/ui/spinner';
import { formatMoney } from '@olivia/contracts/format-money';
import { useErrorMessage, useTranslateMessage } from '../../../../lib/messages';
import { TOP_UP_POLL_INTERVAL_MS } from '../../api/wallet-api';
import { TopUpCancel } from './top-up-cancel';
import { TopUpCountdown } from './top-up-countdown';
import { TopUpOwed } from './top-up-owed';
import { paidPercent, statusMessage } from './top-up-rules';

interface TopUpPollingStepProps {
  details: TopUpDetails;
  /** The latest status answer, if any. */
  status: TopUpStatusResponse | undefined;
  /** The latest failure (e.g. 404 'Record does not exist'), if the last poll failed. */
  error: unknown;
  currency: string;
  remainingMs: number;
  /** The top-up was cancelled on the server. */
  onCancelled: (status: TopUpStatusResponse) => void;
}

/**
 * Step 3: the status is polled every 20 s. The progress bar is the money received out of the
 * total to send (never the time used, which the countdown shows); after a short payment it says
 * what is still owed and where to send it.
 */
export function TopUpPollingStep(props: TopUpPollingStepProps) {
  const { details, status, error, currency, remainingMs, onCancelled } = props;
  const { t } = useTranslation('topup');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const money = (amount: number) => formatMoney(amount, currency);
  const paid = status?.amountpaid ?? 0;
  const percent = paidPercent({ amount: details.amount, fee: details.fee, amountpaid: paid });
  const total = money(details.amount + details.fee);

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-dark dark:text-gray-100">
        <Spinner className="size-4 text-primary" />
        {t('polling.checking')}
      </p>
      <p className="text-xs text-gray-500">
        {t('polling.explainer', { count: TOP_UP_POLL_INTERVAL_MS / 1000 })}
      </p>
      {error ? (
        <Alert>{errorMessage(error)}</Alert>
      ) : (
        status && <Alert tone="info">{translate(statusMessage(status.status))}</Alert>
      )}
      <div>
        <div className="mb-1 flex justify-between gap-3 text-xs text-gray-600 dark:text-gray-300">
          <span>{t('polling.received', { paid: money(paid), total })}</span>
          <span aria-hidden="true">{`${percent}%`}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('polling.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('polling.percent', { percent })}
          className="h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
        >
          <div className="h-full bg-success transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {status && status.amountpaid > 0 && status.amountdue > 0 && (
        <TopUpOwed details={details} status={status} currency={currency} />
      )}
      <TopUpCountdown remainingMs={remainingMs} />
      <TopUpCancel details={details} onCancelled={onCancelled} />
    </div>
  );
}
