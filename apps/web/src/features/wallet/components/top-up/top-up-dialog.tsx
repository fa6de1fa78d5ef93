import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { useWizard } from '../../../../components/wizard/use-wizard';
import type { WizardEntry } from '../../../../components/wizard/wizard-machine';
import { WizardSteps } from '../../../../components/wizard/wizard-steps';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTopUpStatus, walletKeys } from '../../api/wallet-api';
import { COUNTDOWN_STATES, useCountdown } from '../../hooks/use-countdown';
import { TopUpDetailsStep } from './top-up-details-step';
import { TopUpFormStep } from './top-up-form-step';
import { TopUpPayHereStep } from './top-up-pay-here-step';
import { TopUpPollingStep } from './top-up-polling-step';
import { TopUpCancelledStep } from './top-up-cancelled-step';
import { countdownDurationMs, remainingMsOf, TOP_UP_COUNTDOWN_DEFAULT_MS } from './top-up-rules';
import { TopUpSuccessStep } from './top-up-success-step';
import { TopUpTimeUpStep } from './top-up-time-up-step';
import { topUpWizard, type TopUpSteps } from './top-up-wizard';

interface TopUpDialogProps {
  /** The store's currency. */
  currency: string;
  onClose: () => void;
  /** A pending top-up to reopen: at its payment details, or at polling once part is paid. */
  resume?: TopUpStatusResponse;
}

/** Where a reopened top-up starts; a new one starts at the form. */
function startOf(resume: TopUpStatusResponse | undefined): WizardEntry<TopUpSteps> {
  if (!resume) return topUpWizard.initial;
  return { step: resume.amountpaid > 0 ? 'polling' : 'details', data: { details: resume } };
}

/**
 * docs/product (screens.md, records.md) Wallet Top Up: channel and amount, then the account to pay
 * with a countdown, then polling until the payment arrives (success) or the countdown ends (time
 * up); the steps and their moves are `topUpWizard`. Mount it only while open, so every opening
 * starts afresh and closing stops the countdown and the polling. Closing does not cancel: the
 * top-up stays in the pending list and `resume` reopens it; Cancel top-up cancels it on the server.
 */
export function TopUpDialog({ currency, onClose, resume }: TopUpDialogProps) {
  const { t } = useTranslation('topup');
  const queryClient = useQueryClient();
  const [start] = useState(() => startOf(resume));
  const [resumeMs] = useState(() => (resume ? remainingMsOf(resume.expiresat) : 0));
  const wizard = useWizard(topUpWizard, start);
  const details = wizard.data?.details ?? null;
  const countdown = useCountdown(resume ? resumeMs : TOP_UP_COUNTDOWN_DEFAULT_MS, {
    startNow: resume !== undefined,
  });
  const timedOut = countdown.state === COUNTDOWN_STATES.COMPLETED;
  const status = useTopUpStatus(details?.reference ?? null, wizard.step === 'polling' && !timedOut);

  // The payment arriving, or the countdown ending first, moves the wizard on. Both are decided
  // while rendering (React's "adjusting state on a change"), so no frame shows the stale step;
  // a move is refused once made, so this settles at once.
  if (details) {
    const credited = status.data?.status === 'SUCCESSFUL' ? status.data.credited : null;
    const cancelled = status.data?.status === 'CANCELLED' ? status.data : null;
    if (credited !== null && wizard.can('success', { details, credited })) {
      wizard.goTo('success', { details, credited });
    } else if (cancelled && wizard.can('cancelled', { details, status: cancelled })) {
      wizard.goTo('cancelled', { details, status: cancelled });
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
    wizard.goTo('form');
  };
  const cancelled = (next: TopUpDetails) => (cancelledStatus: TopUpStatusResponse) => {
    countdown.stop();
    wizard.goTo('cancelled', { details: next, status: cancelledStatus });
  };
  const close = () => {
    countdown.stop();
    // A payment may have landed (even after "Time up!"): the balance card reloads its wallet,
    // and the pending list shows what is still awaiting money.
    if (details) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.topUps() });
    }
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
              onCancelled={cancelled(data.details)}
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
          polling: ({ data }) => (
            <TopUpPollingStep
              details={data.details}
              status={status.data}
              error={status.error}
              currency={currency}
              remainingMs={countdown.remainingMs}
              onCancelled={cancelled(data.details)}
            />
          ),
          success: ({ data }) => (
            <TopUpSuccessStep credited={formatMoney(data.credited, currency)} onDone={close} />
          ),
          'time-up': () => <TopUpTimeUpStep onRetry={retry} />,
          cancelled: ({ data }) => (
            <TopUpCancelledStep
              details={data.details}
              status={data.status}
              currency={currency}
              onDone={close}
            />
          ),
        }}
      />
    </Dialog>
  );
}
