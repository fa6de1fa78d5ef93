import { messages } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

type Outcome = { kind: 'form' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

const linkClass = 'mt-4 inline-block text-sm font-semibold text-primary hover:underline';

/** /reset-password?token=... from the recovery email. */
export function ResetPasswordRoute() {
  usePageTitle('resetPassword');
  const { t } = useTranslation(['auth', 'messages']);
  const errorMessage = useErrorMessage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  const linkInvalid =
    !token ||
    (outcome.kind === 'failed' &&
      outcome.error instanceof ApiError &&
      (outcome.error.message === messages.resetLinkInvalid ||
        Boolean(outcome.error.details?.['token'])));

  return (
    <AuthCard heading={t('reset.heading')} intro={t('reset.intro')}>
      {outcome.kind === 'done' ? (
        <>
          <Alert tone="success">{t('reset.success')}</Alert>
          <Link to={paths.signIn} className={linkClass}>
            {t('reset.signIn')}
          </Link>
        </>
      ) : linkInvalid ? (
        <>
          <Alert>{t('messages:resetLinkInvalid')}</Alert>
          <Link to={paths.recoverPassword} className={linkClass}>
            {t('reset.requestNewLink')}
          </Link>
        </>
      ) : (
        <div className="space-y-5">
          {outcome.kind === 'failed' && <Alert>{errorMessage(outcome.error)}</Alert>}
          <ResetPasswordForm
            token={token}
            onReset={() => setOutcome({ kind: 'done' })}
            onFailed={(error) => setOutcome({ kind: 'failed', error })}
          />
        </div>
      )}
    </AuthCard>
  );
}
