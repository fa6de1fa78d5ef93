import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

/** The public page about store websites, which are not open yet: it says so. */
export function WebsiteRoute() {
  usePageTitle('website');
  const { t } = useTranslation('marketing');

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-dark sm:text-4xl dark:text-white">
          {t('website.heading')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-gray-600 dark:text-gray-300">
          {t('website.intro')}
        </p>
        <Link
          to={screenPaths.signUp}
          className="mt-10 inline-block rounded-md bg-primary px-6 py-3 text-sm font-semibold text-white hover:bg-primary-dark"
        >
          {t('website.cta')}
        </Link>
      </main>
      <PublicFooter />
    </div>
  );
}
