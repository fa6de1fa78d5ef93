import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';

export function NotFoundRoute() {
  usePageTitle('notFound');
  const { t } = useTranslation('common');

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold text-primary">{t('notFound.code')}</p>
      <h1 className="text-2xl font-bold text-dark dark:text-white">{t('notFound.title')}</h1>
      <p className="max-w-md text-gray-500 dark:text-gray-400">{t('notFound.body')}</p>
      <Link
        to={screenPaths.home}
        className="mt-2 rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
      >
        {t('actions.backHome')}
      </Link>
    </main>
  );
}
