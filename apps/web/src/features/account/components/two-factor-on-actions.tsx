import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/messages';
import { useDisableTwoFactor, useNewRecoveryCodes } from '../api/security-api';

type Action = 'renew' | 'disable' | null;

/** With two-step sign-in on: new recovery codes for a code, or off with the password and a code. */
export function TwoFactorOnActions({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('security');
  const errorText = useErrorMessage();
  const [action, setAction] = useState<Action>(null);
  const renew = useNewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const failure = action === 'renew' ? renew.error : action === 'disable' ? disable.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '');
    if (action === 'renew') renew.mutate(code, { onSuccess: onNewCodes });
    else disable.mutate({ code, password: String(form.get('password') ?? '') });
  };

  if (!action) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setAction('renew')}>
          {t('recovery.renew')}
        </Button>
        <Button variant="danger" onClick={() => setAction('disable')}>
          {t('twoFactor.turnOff')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {action === 'renew' ? t('twoFactor.renewIntro') : t('twoFactor.turnOffIntro')}
      </p>
      {failure && <Alert>{errorText(failure)}</Alert>}
      {action === 'disable' && (
        <TextField
          label={t('twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
        />
      )}
      <TextField label={t('twoFactor.code')} name="code" autoComplete="one-time-code" />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant={action === 'disable' ? 'danger' : 'primary'}
          loading={renew.isPending || disable.isPending}
        >
          {action === 'renew' ? t('recovery.renew') : t('twoFactor.turnOff')}
        </Button>
        <Button variant="ghost" onClick={() => setAction(null)}>
          {t('setup.cancel')}
        </Button>
      </div>
    </form>
  );
}
