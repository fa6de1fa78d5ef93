import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { AuthCard } from '../components/auth-card';
import { useAlreadySignedIn } from '../hooks/use-already-signed-in';
import { SignUpForm } from '../components/sign-up-form';

/** /sign-up and /sign-up/:id, where the id is a referral code. */
export function SignUpRoute() {
  usePageTitle('signUp');
  const alreadySignedIn = useAlreadySignedIn();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { id } = useParams();

  if (alreadySignedIn) return <Navigate to={screenPaths.dashboard} replace />;
  return (
    <AuthCard
      wide
      heading={t('signUp.heading')}
      intro={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to={screenPaths.signIn} className="font-semibold text-primary hover:underline">
            {t('signUp.signInLink')}
          </Link>
        </>
      }
    >
      <SignUpForm
        key={id}
        referralCode={id}
        onSignedUp={() => void navigate(screenPaths.dashboard, { replace: true })}
      />
    </AuthCard>
  );
}
