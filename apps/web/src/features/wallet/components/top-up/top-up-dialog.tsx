import type { TopUpDetails } from '@olivia/contracts/top-up';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { useWizard } from '../../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../../components/wizard/wizard-steps';
import { formatMoney } from '../../../../lib/format-money';
import { useTopUpStatus } from '../../api/get-top-up-status';
import { walletKeys } from '../../api/wallet-keys';
import { COUNTDOWN_STATES, useCountdown } from '../../hooks/use-countdown';
import { TopUpDetailsStep } from './top-up-details-step';
import { TopUpFormStep } from './top-up-form-step';
import { TopUpPayHereStep } from './top-up-pay-here-step';
import { TopUpPollingStep } from './top-up-polling-step';
import { countdownDurationMs, TOP_UP_COUNTDOWN_DEFAULT_MS } from './top-up-rules';
import { TopUpSuccessStep } from './top-up-success-step';
import { TopUpTimeUpStep } from './top-up-time-up-step';
import { topUpWizard } from './top-up-wizard';

interface TopUpDialogProps {
  /** The store's currency. */
  currency: string;
  onClose: () => void;
}

/**
 * SPEC §2/§4 Wallet Top Up: channel and amount, then the account to pay with a countdown, then
 * polling until the payment arrives (success) or the countdown ends (time up); the steps and
 * their moves are `topUpWizard`. Mount it only while open, so every opening starts afresh and
 * closing stops the countdown and the polling.
 */
export function TopUpDialog({ currency, onClose }: TopUpDialogProps) {
  const { t } = useTranslation('topup');
  const queryClient = useQueryClient();
  const wizard = useWizard(topUpWizard);
  const details = wizard.data?.details ?? null;
  const countdown = useCountdown(TOP_UP_COUNTDOWN_DEFAULT_MS);
  const timedOut = countdown.state === COUNTDOWN_STATES.COMPLETED;
  const status = useTopUpStatus(details?.reference ?? null, wizard.step === 'polling' && !timedOut);

  // The payment arriving, or the countdown ending first, moves the wizard on. Both are decided
  // while rendering (React's "adjusting state on a change"), so no frame shows the stale step;
  // a move is refused once made, so this settles at once.
  if (details) {
    const credited = status.data?.status === 'SUCCESSFUL' ? status.data.credited : null;
    if (credited !== null && wizard.can('success', { details, credited })) {
      wizard.goTo('success', { details, credited });
    } else if (timedOut && wizard.can('time-up', { details })) {
      wizard.goTo('time-up', { details });
    }
  }

  const showDetails = (next: TopUpDetails) => {
    wizard.goTo('details', { details: next });
    countdown.start(countdownDurationMs(next));
  };
  const retry = () => {
    countdown.stop();
    wizard.reset();
  };
  const close = () => {
    countdown.stop();
    // A payment may have landed (even after "Time up!"): the balance card reloads its wallet.
    if (details) void queryClient.invalidateQueries({ queryKey: walletKeys.dashboard() });
    onClose();
  };

  return (
    <Dialog open onClose={close} title={t('dialog.title')} closable>
      <WizardSteps
        wizard={wizard}
        render={{
          form: () => <TopUpFormStep currency={currency} onDetails={showDetails} />,
          details: ({ data, next, goTo }) => (
            <TopUpDetailsStep
              details={data.details}
              currency={currency}
              remainingMs={countdown.remainingMs}
              onConfirm={() => next(data)}
              onPayHere={(link) => goTo('pay-here', { ...data, link })}
            />
          ),
          'pay-here': ({ data, next, back }) => (
            <TopUpPayHereStep
              url={data.link}
              remainingMs={countdown.remainingMs}
              onConfirm={() => next({ details: data.details })}
              onBack={back}
            />
          ),
          polling: () => (
            <TopUpPollingStep
              status={status.data}
              error={status.error}
              currency={currency}
              durationMs={countdown.durationMs}
              remainingMs={countdown.remainingMs}
              onCancel={close}
            />
          ),
          success: ({ data }) => (
            <TopUpSuccessStep credited={formatMoney(data.credited, currency)} onDone={close} />
          ),
          'time-up': () => <TopUpTimeUpStep onRetry={retry} />,
        }}
      />
    </Dialog>
  );
}
