import { CreditCard, Globe, MessagesSquare, Store, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';
import { YourStorefront } from '../components/your-storefront';

/** What every store's website does today (docs: the storefront, its checkout, domain and chat). */
const POINTS = {
  storefront: Store,
  checkout: CreditCard,
  domain: Globe,
  chat: MessagesSquare,
} as const satisfies Record<string, LucideIcon>;

/**
 * /website: Olivia's page about store websites; a signed-in merchant finds their own storefront
 * at the top, with the screens that shape it.
 */
export function WebsiteRoute() {
  usePageTitle('website');
  const { t } = useTranslation('marketing');
  const signedIn = useSession((state) => state.user !== null);

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-14 sm:px-6">
        {signedIn && <YourStorefront />}
        <h1 className="text-3xl font-bold text-dark sm:text-4xl dark:text-white">
          {t('website.heading')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-gray-600 dark:text-gray-300">
          {t('website.intro')}
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {(Object.keys(POINTS) as (keyof typeof POINTS)[]).map((point) => {
            const Icon = POINTS[point];
            return (
              <li
                key={point}
                className="rounded-md bg-white p-6 shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
              >
                <Icon aria-hidden="true" className="mb-3 size-6 text-primary" strokeWidth={1.8} />
                <h2 className="text-lg font-semibold text-dark dark:text-white">
                  {t(`website.points.${point}.title`)}
                </h2>
                <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
                  {t(`website.points.${point}.body`)}
                </p>
              </li>
            );
          })}
        </ul>
        {!signedIn && (
          <Link
            to={screenPaths.signUp}
            className="mt-10 inline-block rounded-md bg-primary px-6 py-3 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            {t('website.cta')}
          </Link>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}
