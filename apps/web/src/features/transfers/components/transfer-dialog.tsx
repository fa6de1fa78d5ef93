import { MAIN_USER } from '@olivia/contracts/roles';
import type { TransferForm } from '@olivia/contracts/transfer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { isServerError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/messages';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { useHasPin } from '../api/transfers-api';
import { PinDialog } from './pin-dialog';
import { TransferConfirmStep } from './transfer-confirm-step';
import { emptyTransferForm, TransferDetailsStep } from './transfer-details-step';
import { TransferPinStep } from './transfer-pin-step';
import { TransferResultStep } from './transfer-result-step';
import { transferWizard } from './transfer-wizard';

interface TransferDialogProps {
  onClose: () => void;
  /** docs/product/records.md: Done reloads the page when it is /dashboard (tests replace it). */
  reload?: () => void;
}

/**
 * docs/product (screens.md, records.md) Funds Transfer (NGN): details, confirmation, PIN, success,
 * steps 0-3 of the modal wizard. The PIN presence check comes first: without a PIN ('Pin not set
 * before') the user sets one up, then the transfer goes on. Mount it only while open, so each
 * opening starts afresh.
 */
export function TransferDialog({
  onClose,
  reload = () => window.location.reload(),
}: TransferDialogProps) {
  const { t } = useTranslation('transfer');
  const errorMessage = useErrorMessage();
  const { pathname } = useLocation();
  const staff = useSession((state) => state.user?.userCategory !== MAIN_USER);
  const hasPin = useHasPin();
  const wizard = useWizard(transferWizard);
  const [form, setForm] = useState<TransferForm>(emptyTransferForm);

  // The main user without a PIN: set one up first, and stay there until its Done, even once the
  // PIN exists. A sub-user is told to ask the main user for the staff PIN (ADR 0039).
  const [settingUp, setSettingUp] = useState(false);
  if (!settingUp && hasPin.isError && isServerError(hasPin.error, 'pinNotSet')) setSettingUp(true);
  if (settingUp) {
    return (
      <PinDialog
        kind="personal"
        mode="setup"
        onClose={onClose}
        onDone={() => setSettingUp(false)}
      />
    );
  }

  const done = () => {
    onClose();
    if (pathname === screenPaths.dashboard) reload();
  };

  return (
    <Dialog open onClose={onClose} title={t('dialog.title')} closable>
      {hasPin.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm">
          <Spinner />
          {t('dialog.checkingPin')}
        </p>
      )}
      {hasPin.isError && (
        <div className="space-y-3">
          <Alert>{errorMessage(hasPin.error)}</Alert>
          <Button variant="outline" onClick={() => void hasPin.refetch()}>
            {t('dialog.retry')}
          </Button>
        </div>
      )}
      {hasPin.isSuccess && (
        <WizardSteps
          wizard={wizard}
          render={{
            0: ({ next }) => (
              <TransferDetailsStep
                form={form}
                onValidated={(typed, validation) => {
                  setForm(typed);
                  next({ form: typed, validation });
                }}
              />
            ),
            1: ({ data, next, back }) => (
              <TransferConfirmStep
                form={data.form}
                validation={data.validation}
                onBack={back}
                onContinue={(addToBeneficiaries) => next({ ...data, addToBeneficiaries })}
              />
            ),
            2: ({ data, next, back }) => (
              <TransferPinStep
                form={data.form}
                validation={data.validation}
                addToBeneficiaries={data.addToBeneficiaries}
                staff={staff}
                onBack={back}
                onSent={(result) => next({ result })}
              />
            ),
            3: ({ data }) => <TransferResultStep result={data.result} onDone={done} />,
          }}
        />
      )}
    </Dialog>
  );
}
