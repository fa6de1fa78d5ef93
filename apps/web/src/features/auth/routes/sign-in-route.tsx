import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { productName, usePageTitle } from '../../../lib/page-title';
import { paths, safeRedirectPath } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { useAlreadySignedIn } from '../hooks/use-already-signed-in';
import { SignInForm } from '../components/sign-in-form';

export function SignInRoute() {
  usePageTitle('signIn');
  const alreadySignedIn = useAlreadySignedIn();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from');

  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;
  return (
    <AuthCard
      heading={t('signIn.heading')}
      intro={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount', { product: productName() })}{' '}
          <Link to={paths.signUp} className="font-semibold text-primary hover:underline">
            {t('signIn.createAccount')}
          </Link>
        </>
      }
    >
      <SignInForm onSignedIn={() => void navigate(safeRedirectPath(from), { replace: true })} />
    </AuthCard>
  );
}
