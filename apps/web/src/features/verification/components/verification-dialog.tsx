import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { signOut } from '../../../lib/sign-out';
import { useAgentStatus } from '../api/verification-api';
import { VerificationFormStep } from './verification-form-step';
import { VerificationPinStep } from './verification-pin-step';
import { verificationWizard } from './verification-wizard';

interface VerificationDialogProps {
  /**
   * docs/product/records.md: NGN stores verify their BVN first (step 0); others start at the PIN
   * (step 1).
   */
  currency: string;
}

/**
 * The set-up a new main user must finish before the dashboard (docs/product/screens.md Modals,
 * docs/product/records.md Dashboard load). It cannot be dismissed; signing out is the way out. Done
 * goes to /sign-in, and the next sign-in is an agent's.
 */
export function VerificationDialog({ currency }: VerificationDialogProps) {
  const { t } = useTranslation('verification');
  const ngn = currency === 'NGN';
  const status = useAgentStatus(ngn);
  const wizard = useWizard(
    verificationWizard,
    ngn ? verificationWizard.initial : { step: 'pin', data: undefined },
  );

  return (
    <Dialog open onClose={() => undefined} title={t('title')}>
      <WizardSteps
        wizard={wizard}
        render={{
          form: ({ next }) =>
            status.isPending ? null : (
              <VerificationFormStep
                blocked={status.data?.status === 'blocked'}
                onVerified={() => next()}
              />
            ),
          pin: ({ next }) => (
            <VerificationPinStep step="pin" onNext={(newpin) => next({ newpin })} />
          ),
          confirm: ({ data, next, back }) => (
            <VerificationPinStep
              step="confirm"
              newpin={data.newpin}
              onNext={() => next()}
              onBack={back}
            />
          ),
          done: () => (
            <div className="space-y-4 text-center">
              <p role="status" className="text-base font-semibold text-success">
                {t('allSetUp')}
              </p>
              <Button className="w-full" onClick={() => void signOut()}>
                {t('done')}
              </Button>
            </div>
          ),
        }}
      />
      {wizard.step !== 'done' && (
        <button
          type="button"
          className="mt-4 w-full text-center text-sm text-gray-500 underline hover:text-primary"
          onClick={() => void signOut()}
        >
          {t('signOut')}
        </button>
      )}
    </Dialog>
  );
}
