import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { productName, usePageTitle } from '../../../lib/page-title';
import { publicPaths } from '../../../lib/public-paths';
import { safeRedirectPath } from '../../../lib/sign-in-redirect';
import { hasStoredSession } from '../../../lib/stored-session';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';

interface SignInPageProps {
  /** Opens another page of the app: a document load (tests pass a recorder). */
  leave?: (path: string) => void;
}

const openDocument = (path: string) => window.location.replace(path);

/**
 * /sign-in, a document of its own (`sign-in.html`, entry `src/sign-in.tsx`): the page most
 * people open first loads React, the translations and this form, not the app (ADR 0022). Signed
 * in, it goes on to the remembered origin (`?from=`, local paths only) or the dashboard, loading
 * the app; someone already signed in goes straight to the dashboard.
 */
export function SignInPage({ leave = openDocument }: SignInPageProps) {
  usePageTitle('signIn');
  const { t } = useTranslation('auth');
  const signedIn = hasStoredSession();
  useEffect(() => {
    if (signedIn) leave(publicPaths.dashboard);
  }, [signedIn, leave]);

  if (signedIn) return null;
  const from = new URLSearchParams(window.location.search).get('from');
  return (
    <AuthCard
      heading={t('signIn.heading')}
      intro={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount', { product: productName() })}{' '}
          <a href={publicPaths.signUp} className="font-semibold text-primary hover:underline">
            {t('signIn.createAccount')}
          </a>
        </>
      }
    >
      <SignInForm onSignedIn={() => leave(safeRedirectPath(from))} />
    </AuthCard>
  );
}
