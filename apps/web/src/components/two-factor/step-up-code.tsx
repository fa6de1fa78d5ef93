import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

/**
 * Whether the server asks for a code before a grave change (ADR 0040: 403 'Enter a code from
 * your authenticator app to continue', the session's last code older than a few minutes).
 */
export const needsStepUp = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.message === twoFactorMessages.twoFactorStepUpNeeded;

/**
 * The code asked again before a grave change: sent to `POST /security/two-factor/step-up`, then
 * the change is tried again (`retry`), whose failure is shown here.
 */
export function StepUpCode({ retry }: { retry: () => Promise<unknown> }) {
  const { t } = useTranslation('security');
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setPending(true);
    setFailure(null);
    try {
      await callEndpoint(securityEndpoints.stepUp, { body: { code: code.trim() } });
      await retry();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3 rounded-md bg-gray-50 p-3 dark:bg-gray-800">
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
      />
      <Button
        onClick={() => void submit()}
        disabled={code.trim() === ''}
        loading={pending}
        loadingText={t('signIn.submit')}
      >
        {t('signIn.submit')}
      </Button>
    </div>
  );
}
