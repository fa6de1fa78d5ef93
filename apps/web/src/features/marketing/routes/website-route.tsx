import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

const POINTS = ['catalogue', 'orders', 'brand', 'visits'] as const;

/** A public page explaining the website every store gets. */
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
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {POINTS.map((point) => (
            <li
              key={point}
              className="rounded-md bg-white p-6 shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
            >
              <h2 className="text-lg font-semibold text-dark dark:text-white">
                {t(`website.points.${point}.title`)}
              </h2>
              <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
                {t(`website.points.${point}.body`)}
              </p>
            </li>
          ))}
        </ul>
        <Link
          to={paths.signUp}
          className="mt-10 inline-block rounded-md bg-primary px-6 py-3 text-sm font-semibold text-white hover:bg-primary-dark"
        >
          {t('website.cta')}
        </Link>
      </main>
      <PublicFooter />
    </div>
  );
}
