import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { AuthCard } from '../components/auth-card';
import { RecoverPasswordForm } from '../components/recover-password-form';

export function RecoverPasswordRoute() {
  usePageTitle('recoverPassword');
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return (
    <AuthCard
      heading={t('recover.heading')}
      intro={t('recover.intro')}
      footer={
        <Link to={screenPaths.signIn} className="font-semibold text-primary hover:underline">
          {t('recover.backToSignIn')}
        </Link>
      }
    >
      <RecoverPasswordForm onSent={() => void navigate(screenPaths.recoverPasswordComplete)} />
    </AuthCard>
  );
}
