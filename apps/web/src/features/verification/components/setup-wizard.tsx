import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useWizard } from '../../../components/wizard/use-wizard';
import { WizardSteps } from '../../../components/wizard/wizard-steps';
import { signOut } from '../../../lib/sign-out';
import type { SetupStart } from './setup-progress';
import { VerificationFormStep } from './verification-form-step';
import { VerificationPinStep } from './verification-pin-step';
import { verificationWizard } from './verification-wizard';

interface SetupWizardProps {
  start: SetupStart;
  /** The store was blocked after a BVN mismatch. */
  blocked: boolean;
  /** The server said set-up went further than this screen knew: ask it where it stands. */
  onAlreadyActivated: () => void;
}

/**
 * SPEC §4 Modals "Verification and PIN set-up": customer verification (NGN), PIN set-up, PIN
 * confirm, then 'You are all set up', from wherever set-up stands. Done signs out to /sign-in,
 * where the next sign-in is an agent's.
 */
export function SetupWizard({ start, blocked, onAlreadyActivated }: SetupWizardProps) {
  const { t } = useTranslation('verification');
  const wizard = useWizard(verificationWizard, { step: start, data: undefined });

  return (
    <WizardSteps
      wizard={wizard}
      render={{
        form: ({ next }) => (
          <VerificationFormStep
            blocked={blocked}
            onVerified={() => next()}
            onAlreadyActivated={onAlreadyActivated}
          />
        ),
        pin: ({ next }) => <VerificationPinStep step="pin" onNext={(newpin) => next({ newpin })} />,
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
  );
}
