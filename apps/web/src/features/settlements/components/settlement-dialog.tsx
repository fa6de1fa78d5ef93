import { messages } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { ApiError } from '../../../lib/api-client';
import { newSettlementRef, useRequestSettlement } from '../api/settlements-api';
import { SetUpAccountButton } from './set-up-account-button';
import { SettlementAmountStep } from './settlement-amount-step';
import { SettlementHistory } from './settlement-history';
import { SettlementPinStep } from './settlement-pin-step';
import { SettlementResultStep } from './settlement-result-step';
import { settlementWizard } from './settlement-wizards';

/** The server's answer when the store has no settlement account yet. */
const isAccountMissing = (error: unknown) =>
  error instanceof ApiError && error.message === messages.settlementAccountFirst;

/**
 * docs/product (screens.md, records.md) Settlement (other currencies): the amount with the
 * settlement history (step 13), the PIN (step 14), then the outcome. Mount it only while open, so
 * each opening starts afresh.
 */
export function SettlementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const wizard = useWizard(settlementWizard);
  const settle = useRequestSettlement();
  const [amount, setAmount] = useState('');
  const title = {
    13: t('titles.settlement'),
    14: t('titles.pin'),
    success: t('titles.result'),
  }[wizard.step];

  return (
    <Dialog open onClose={onClose} title={title} closable size={wizard.step === 13 ? 'lg' : 'md'}>
      <WizardSteps
        wizard={wizard}
        render={{
          13: ({ next }) => (
            <div className="space-y-6">
              <SettlementAmountStep
                amount={amount}
                onAmountChange={setAmount}
                // A new attempt, a new reference; retries on the PIN step keep this one.
                onContinue={(value) => next({ amount: value, ref: newSettlementRef() })}
              />
              <SettlementHistory />
            </div>
          ),
          14: ({ data, next, back }) => (
            <SettlementPinStep
              intro={t('pin.toSettle')}
              submitLabel={t('actions.settle')}
              submittingLabel={t('actions.settling')}
              fallback={messages.settlementNotSuccessful}
              pending={settle.isPending}
              send={(pin) =>
                settle.mutateAsync({ ...data, pin }).then((result) => next({ result }))
              }
              onBack={back}
              failureAction={(error) => isAccountMissing(error) && <SetUpAccountButton />}
            />
          ),
          success: ({ data }) => <SettlementResultStep result={data.result} onDone={onClose} />,
        }}
      />
    </Dialog>
  );
}
