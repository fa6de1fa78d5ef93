import type { TwoFactorSetup } from '@olivia/contracts/two-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { TotpSetupPanel } from '../../../components/two-factor/totp-setup-panel';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { TextField } from '../../../components/ui/text-field';
import { confirmSetup, startSetup, submitCode } from '../api/submit-second-step';

export interface SecondStepProps {
  step: 'code' | 'setup';
  challenge: string;
  onSignedIn: () => void;
  /** The challenge is over (too slow, or spent): back to the e-mail and password. */
  onRestart: (message: string) => void;
}

/**
 * Sign-in's second step (ADR 0040), fetched only when a password was right and a code is due:
 * the six digits of the authenticator app, or a recovery code; or, when the store requires
 * two-step sign-in of a sub-user who has none, its set-up (QR code, first code, recovery codes).
 */
export function SecondStep(props: SecondStepProps) {
  return props.step === 'code' ? <CodeStep {...props} /> : <SetupStep {...props} />;
}

function CodeStep({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation('security');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const outcome = await submitCode(challenge, code);
    if (outcome.ok) return onSignedIn();
    setPending(false);
    if (outcome.restart) return onRestart(outcome.message);
    setFailure(outcome.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <h2 className="text-lg font-semibold text-dark dark:text-gray-100">{t('signIn.heading')}</h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {useRecovery ? t('signIn.recoveryIntro') : t('signIn.codeIntro')}
      </p>
      {failure && <Alert>{failure}</Alert>}
      {useRecovery ? (
        <TextField
          label={t('signIn.recoveryLabel')}
          name="recoverycode"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <OtpInput value={code} onChange={setCode} length={6} label={t('signIn.codeLabel')} />
      )}
      <Button type="submit" loading={pending} className="w-full">
        {t('signIn.submit')}
      </Button>
      <button
        type="button"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setCode('');
          setFailure(null);
        }}
        className="text-sm font-semibold text-primary hover:underline"
      >
        {useRecovery ? t('signIn.useApp') : t('signIn.useRecovery')}
      </button>
    </form>
  );
}

function SetupStep({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void startSetup(challenge).then((outcome) => {
      if (outcome.ok) setSetup(outcome.value);
      else onRestart(outcome.message);
    });
  }, [challenge, onRestart]);

  if (codes) {
    return (
      <div className="space-y-5">
        <RecoveryCodesPanel codes={codes} />
        <Button type="button" className="w-full" onClick={onSignedIn}>
          {t('signIn.continue')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const outcome = await confirmSetup(challenge, code);
    setPending(false);
    if (outcome.ok) return setCodes(outcome.value);
    if (outcome.restart) return onRestart(outcome.message);
    setFailure(outcome.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <h2 className="text-lg font-semibold text-dark dark:text-gray-100">
        {t('signIn.setupHeading')}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('signIn.setupIntro')}</p>
      {failure && <Alert>{failure}</Alert>}
      {setup && <TotpSetupPanel setup={setup} />}
      <OtpInput value={code} onChange={setCode} length={6} label={t('setup.codeLabel')} />
      <Button type="submit" loading={pending} disabled={!setup} className="w-full">
        {t('setup.confirm')}
      </Button>
    </form>
  );
}
