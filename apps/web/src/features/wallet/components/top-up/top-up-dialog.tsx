import type { TopUpDetails } from '@olivia/contracts/top-up';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { formatMoney } from '../../../../lib/format-money';
import { queryKeys } from '../../../../lib/query-keys';
import { useTopUpStatus } from '../../api/get-top-up-status';
import { COUNTDOWN_STATES, useCountdown } from '../../hooks/use-countdown';
import { TopUpDetailsStep } from './top-up-details-step';
import { TopUpFormStep } from './top-up-form-step';
import { TopUpPayHereStep } from './top-up-pay-here-step';
import { TopUpPollingStep } from './top-up-polling-step';
import { TopUpSuccessStep, TopUpTimeUpStep } from './top-up-result-steps';
import { countdownDurationMs, paymentLinkOf, TOP_UP_COUNTDOWN_DEFAULT_MS } from './top-up-rules';

/** The steps the merchant moves through; success and time-up follow from the status and clock. */
type Step = 'form' | 'details' | 'pay-here' | 'polling';
type View = Step | 'success' | 'time-up';

interface TopUpDialogProps {
  /** The store's currency. */
  currency: string;
  onClose: () => void;
}

/**
 * SPEC §2/§4 Wallet Top Up: channel and amount, then the account to pay with a countdown, then
 * polling until the payment arrives (success) or the countdown ends (time up). Mount it only
 * while open, so every opening starts afresh and closing stops the countdown and the polling.
 */
export function TopUpDialog({ currency, onClose }: TopUpDialogProps) {
  const { t } = useTranslation('topup');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('form');
  const [details, setDetails] = useState<TopUpDetails | null>(null);
  const countdown = useCountdown(TOP_UP_COUNTDOWN_DEFAULT_MS);
  const timedOut = countdown.state === COUNTDOWN_STATES.COMPLETED;
  const polling = step === 'polling' && !timedOut;
  const status = useTopUpStatus(details?.reference ?? null, polling);
  const succeeded = step === 'polling' && status.data?.status === 'SUCCESSFUL';
  const view: View = succeeded ? 'success' : step !== 'form' && timedOut ? 'time-up' : step;

  const showDetails = (next: TopUpDetails) => {
    setDetails(next);
    setStep('details');
    countdown.start(countdownDurationMs(next));
  };
  const retry = () => {
    countdown.stop();
    setDetails(null);
    setStep('form');
  };
  const close = () => {
    countdown.stop();
    // A payment may have landed (even after "Time up!"): the balance card reloads its wallet.
    if (details) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.dashboard() });
    onClose();
  };

  const link = details ? paymentLinkOf(details.walletNumber) : null;
  const confirm = () => setStep('polling');

  return (
    <Dialog open onClose={close} title={t('dialog.title')} closable>
      {view === 'form' && <TopUpFormStep currency={currency} onDetails={showDetails} />}
      {view === 'details' && details && (
        <TopUpDetailsStep
          details={details}
          currency={currency}
          remainingMs={countdown.remainingMs}
          onConfirm={confirm}
          onPayHere={() => setStep('pay-here')}
        />
      )}
      {view === 'pay-here' && link && (
        <TopUpPayHereStep
          url={link}
          remainingMs={countdown.remainingMs}
          onConfirm={confirm}
          onBack={() => setStep('details')}
        />
      )}
      {view === 'polling' && (
        <TopUpPollingStep
          status={status.data}
          error={status.error}
          currency={currency}
          durationMs={countdown.durationMs}
          remainingMs={countdown.remainingMs}
          onCancel={close}
        />
      )}
      {view === 'success' && (
        <TopUpSuccessStep
          credited={formatMoney(status.data?.credited ?? details?.amount ?? 0, currency)}
          onDone={close}
        />
      )}
      {view === 'time-up' && <TopUpTimeUpStep onRetry={retry} />}
    </Dialog>
  );
}
