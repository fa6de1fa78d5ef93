import { messages } from '@olivia/contracts/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { useResetLinkCheck } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

type Outcome = { kind: 'form' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

const linkClass = 'mt-4 inline-block text-sm font-semibold text-primary hover:underline';

const LINK_PROBLEMS: readonly string[] = [
  messages.resetLinkInvalid,
  messages.resetLinkUsed,
  messages.resetLinkExpired,
];

/** Why the link cannot be used (used, expired, unknown), or null when the error is another. */
function linkProblemOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (LINK_PROBLEMS.includes(error.message)) return error.message;
  return error.details?.['token'] ? messages.resetLinkInvalid : null;
}

/**
 * /reset-password?token=... from the recovery (or invitation) e-mail. The link is checked when
 * the page opens, so a used or expired one says so before a new password is asked for. If the
 * check itself cannot be made (no connection), the form shows: the reset checks again.
 */
export function ResetPasswordRoute() {
  usePageTitle('resetPassword');
  const { t } = useTranslation(['auth', 'messages']);
  const errorMessage = useErrorMessage();
  const translate = useTranslateMessage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useResetLinkCheck(token);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  const problem = !token
    ? messages.resetLinkInvalid
    : (linkProblemOf(check.error) ??
      (outcome.kind === 'failed' ? linkProblemOf(outcome.error) : null));

  const body = () => {
    if (outcome.kind === 'done') {
      return (
        <>
          <Alert tone="success">{t('reset.success')}</Alert>
          <Link to={screenPaths.signIn} className={linkClass}>
            {t('reset.signIn')}
          </Link>
        </>
      );
    }
    if (problem) {
      return (
        <>
          <Alert>{translate(problem)}</Alert>
          <Link to={screenPaths.recoverPassword} className={linkClass}>
            {t('reset.requestNewLink')}
          </Link>
        </>
      );
    }
    if (check.isPending) {
      return (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300"
        >
          <Spinner /> {t('reset.checking')}
        </p>
      );
    }
    return (
      <div className="space-y-5">
        {outcome.kind === 'failed' && <Alert>{errorMessage(outcome.error)}</Alert>}
        <ResetPasswordForm
          token={token}
          onReset={() => setOutcome({ kind: 'done' })}
          onFailed={(error) => setOutcome({ kind: 'failed', error })}
        />
      </div>
    );
  };

  return (
    <AuthCard heading={t('reset.heading')} intro={t('reset.intro')}>
      {body()}
    </AuthCard>
  );
}
