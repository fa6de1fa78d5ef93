import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { TotpSetupPanel } from '../../../components/two-factor/totp-setup-panel';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { useConfirmSetup, useStartSetup, useTwoFactorStatus } from '../api/security-api';
import { TwoFactorOnActions } from './two-factor-on-actions';

/**
 * Two-step sign-in of the signed-in user (ADR 0040): off → set up (QR code, first code) → the
 * recovery codes, shown once → on, with new codes and turning off.
 */
export function TwoFactorSection() {
  const { t, i18n } = useTranslation('security');
  const errorText = useErrorMessage();
  const currency = useSession((state) => state.user?.currency);
  const status = useTwoFactorStatus();
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, { onSuccess: setCodes });
  };
  const failure = status.error ?? start.error ?? confirm.error;

  return (
    <section className="space-y-3" aria-labelledby="two-factor-heading">
      <h3 id="two-factor-heading" className="font-semibold text-dark dark:text-gray-100">
        {t('twoFactor.heading')}
      </h3>
      {failure && <Alert>{errorText(failure)}</Alert>}
      {codes ? (
        <>
          <RecoveryCodesPanel codes={codes} />
          <Button variant="outline" onClick={() => setCodes(null)}>
            {t('recovery.done')}
          </Button>
        </>
      ) : status.data?.enabled ? (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('twoFactor.on', {
              date: formatDateTime(status.data.enabledat ?? '', currency, {
                language: i18n.language,
              }),
            })}{' '}
            {t('recovery.left', { count: status.data.recoverycodesleft })}
          </p>
          <TwoFactorOnActions onNewCodes={setCodes} />
        </>
      ) : start.data && !start.isPending ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <TotpSetupPanel setup={start.data} />
          <OtpInput value={code} onChange={setCode} length={6} label={t('setup.codeLabel')} />
          <Button type="submit" loading={confirm.isPending}>
            {t('setup.confirm')}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('twoFactor.off')}</p>
          <Button loading={start.isPending} onClick={() => start.mutate(undefined)}>
            {t('setup.start')}
          </Button>
        </>
      )}
    </section>
  );
}
