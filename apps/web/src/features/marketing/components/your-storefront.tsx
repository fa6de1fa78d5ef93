import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';
import { getStoreUrl } from '../../../lib/session';
import { storefrontAddress } from '../../../lib/storefront-address';

/** The screens that shape a storefront, in the order a new merchant needs them. */
const SETTINGS = [
  ['link', screenPaths.websiteLink],
  ['logo', screenPaths.logo],
  ['products', screenPaths.products],
  ['domains', screenPaths.domains],
  ['delivery', screenPaths.deliveryRoutes],
] as const;

/** A signed-in merchant's own storefront: its address, and where to make it theirs. */
export function YourStorefront() {
  const { t } = useTranslation('marketing');
  const slug = getStoreUrl();
  const address = slug ? storefrontAddress(slug) : '';

  return (
    <section
      aria-labelledby="your-storefront"
      className="mb-12 rounded-md bg-white p-6 shadow-sm ring-1 ring-primary/30 dark:bg-gray-900"
    >
      <h2 id="your-storefront" className="text-xl font-bold text-dark dark:text-white">
        {t('website.yours.heading')}
      </h2>
      {address ? (
        <>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('website.yours.live')}</p>
          <p className="mt-1 font-mono text-sm break-all text-dark dark:text-gray-100">{address}</p>
          <a
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('website.yours.open')}
          </a>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('website.yours.none')}</p>
      )}
      <nav aria-label={t('website.yours.settings')} className="mt-6">
        <h3 className="text-sm font-semibold text-dark dark:text-white">
          {t('website.yours.settings')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SETTINGS.map(([key, to]) => (
            <li key={key}>
              <Link
                to={to}
                className="inline-block rounded-md border border-gray-200 px-3 py-1.5 text-sm text-primary hover:border-primary dark:border-gray-700"
              >
                {t(`website.yours.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
