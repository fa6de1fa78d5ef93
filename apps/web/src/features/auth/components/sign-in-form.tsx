import i18n from 'i18next';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { publicPaths } from '../../../lib/public-paths';
import type { SignInField, SignInOutcome } from '../api/submit-sign-in';

interface SignInFormProps {
  onSignedIn: () => void;
}

/** The submit path, fetched once: on the first touch of the form, or on submit at the latest. */
const loadSubmit = () => import('../api/submit-sign-in');

/**
 * The code step (ADR 0040), fetched with its strings only when a password was right and a code
 * is due, so it adds nothing to /sign-in's first load.
 */
const SecondStep = lazy(() =>
  Promise.all([import('./second-step'), i18n.loadNamespaces(['security', 'ui', 'messages'])]).then(
    ([module]) => ({ default: module.SecondStep }),
  ),
);

type Challenge = { step: 'code' | 'setup'; challenge: string };

/**
 * The first screen most people see, so it stays lean (`npm run bench`): two fields, checked with
 * the contract's schema on submit by a module fetched when the form is first touched, without a
 * form library, a router or a query cache. Typing in a field clears its error.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { t: commonT } = useTranslation('common');
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const restart = useCallback((message: string) => {
    setChallenge(null);
    setFailure(message);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const values = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setPending(true);
    const outcome: SignInOutcome = await loadSubmit().then(
      ({ submitSignIn }) => submitSignIn(values),
      // The module itself could not be fetched: the connection is down.
      () => ({ kind: 'failed', message: commonT('errors.network') }),
    );
    if (outcome.kind === 'signed-in') return onSignedIn();
    setPending(false);
    if (outcome.kind === 'second-step') {
      setFailure(null);
      return setChallenge({ step: outcome.step, challenge: outcome.challenge });
    }
    setErrors(outcome.kind === 'invalid' ? outcome.problems : {});
    setFailure(outcome.kind === 'failed' ? outcome.message : null);
  };
  const clear = (field: SignInField) => () =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondStep {...challenge} onSignedIn={onSignedIn} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSubmit()}
      onPointerDown={() => void loadSubmit()}
      noValidate
      className="space-y-5"
    >
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={t('fields.email')}
        name="username"
        type="email"
        autoComplete="username"
        error={errors.username}
        onChange={clear('username')}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password}
        onChange={clear('password')}
      />
      <div className="flex justify-end">
        <a
          href={publicPaths.recoverPassword}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t('signIn.forgotPassword')}
        </a>
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
