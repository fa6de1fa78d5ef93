import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/messages';
import { signOut } from '../../../lib/sign-out';
import { useAgentStatus, useFirstPinSet, useRefreshSetup } from '../api/verification-api';
import { setupStart, SETUP_STAGES, stageOf, type SetupStart } from './setup-progress';
import { SetupWizard } from './setup-wizard';

interface AgentSetupScreenProps {
  /** NGN stores verify their BVN first; others start at the PIN (there is no BVN). */
  currency: string;
}

/**
 * What a main user who is not an agent yet is shown instead of the dashboard (SPEC §2 "A non-agent
 * is shown a different screen and must verify", ADR 0012): why, the steps, the step at hand, and
 * sign-out. Set-up resumes where it stopped: the server says whether the BVN was accepted and the
 * PIN set, on load and whenever a submit answers 'Agent setup already activated'.
 */
export function AgentSetupScreen({ currency }: AgentSetupScreenProps) {
  const { t } = useTranslation('verification');
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const ngn = currency === 'NGN';
  const status = useAgentStatus(ngn);
  const pinSet = useFirstPinSet();
  const refresh = useRefreshSetup();
  const failed = (ngn && status.error) || pinSet.error;
  const start: SetupStart | null =
    (ngn && status.isPending) || pinSet.isPending
      ? null
      : setupStart({ ngn, verification: status.data?.status, pinSet: pinSet.data === true });

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 id={titleId} className="text-2xl font-bold text-dark dark:text-white">
          {t('screenTitle')}
        </h1>
        <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('why')}</p>
      </div>
      <ol
        aria-label={t('stepsLabel')}
        className={`grid gap-3 ${ngn ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
      >
        {SETUP_STAGES.filter((stage) => ngn || stage !== 'identity').map((stage, index) => {
          const current = start !== null && stageOf(start) === stage;
          const passed =
            start !== null && SETUP_STAGES.indexOf(stageOf(start)) > SETUP_STAGES.indexOf(stage);
          return (
            <li
              key={stage}
              aria-current={current ? 'step' : undefined}
              className={`flex items-start gap-3 rounded-md border p-3 text-sm ${
                current
                  ? 'border-primary bg-primary-light text-primary'
                  : 'border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300'
              }`}
            >
              {passed ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
              ) : (
                <span aria-hidden="true" className="w-5 shrink-0 text-center font-semibold">
                  {index + 1}
                </span>
              )}
              <span>
                <span className="block font-semibold">{t(`stages.${stage}.title`)}</span>
                <span className="block text-xs">{t(`stages.${stage}.text`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <section
        aria-label={t('title')}
        className="rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
      >
        {failed ? (
          <div className="space-y-3">
            <Alert>{errorMessage(failed)}</Alert>
            <Button variant="outline" onClick={() => void refresh()}>
              {t('retry')}
            </Button>
          </div>
        ) : start === null ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm">
            <Spinner />
            {t('checking')}
          </p>
        ) : (
          // A new start (the server knew better) begins the wizard afresh there.
          <SetupWizard
            key={start}
            start={start}
            blocked={status.data?.status === 'blocked'}
            onAlreadyActivated={() => void refresh()}
          />
        )}
      </section>
      <button
        type="button"
        className="w-full text-center text-sm text-gray-500 underline hover:text-primary"
        onClick={() => void signOut()}
      >
        {t('signOut')}
      </button>
    </section>
  );
}
