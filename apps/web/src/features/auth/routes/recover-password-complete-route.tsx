import { PASSWORD_RESET_TTL_MINUTES } from '@olivia/contracts/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { AuthCard } from '../components/auth-card';

export function RecoverPasswordCompleteRoute() {
  usePageTitle('recoverPasswordComplete');
  const { t } = useTranslation('auth');

  return (
    <AuthCard heading={t('recoverComplete.heading')}>
      <div className="mt-4 space-y-3 text-sm text-gray-600 dark:text-gray-300">
        <p>{t('recoverComplete.body')}</p>
        <p>{t('recoverComplete.validity', { count: PASSWORD_RESET_TTL_MINUTES })}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
        <Link to={screenPaths.signIn} className="text-primary hover:underline">
          {t('recoverComplete.backToSignIn')}
        </Link>
        <Link to={screenPaths.recoverPassword} className="text-primary hover:underline">
          {t('recoverComplete.tryAgain')}
        </Link>
      </div>
    </AuthCard>
  );
}
