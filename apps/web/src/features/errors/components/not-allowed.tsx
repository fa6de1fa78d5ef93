import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';

/**
 * Inside the signed-in layout: a screen this user may not open (docs/product/roles.md), never its
 * content.
 */
export function NotAllowed() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-bold text-dark dark:text-white">{t('notAllowed.title')}</h1>
      <p className="text-gray-500 dark:text-gray-400">{t('notAllowed.body')}</p>
      <Link
        to={screenPaths.dashboard}
        className="mt-2 rounded-md bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
      >
        {t('actions.goToDashboard')}
      </Link>
    </section>
  );
}
