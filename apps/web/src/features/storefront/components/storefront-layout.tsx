import type { StorefrontStore } from '@olivia/contracts/storefront';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { productName } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { useStorefrontStore } from '../api/storefront-api';
import { usePrefetchHomeProducts } from '../hooks/use-prefetch-home-products';
import type { StorefrontContext } from '../hooks/use-storefront';
import { useVisitBeacon } from '../hooks/use-visit-beacon';
import { StorefrontHeader } from './storefront-header';
import { TopBarBanner } from './store-banner';

interface StorefrontLayoutProps {
  /** What the app adds to a store that was found (the customers' chat). */
  extras?: (store: StorefrontStore, slug: string) => ReactNode;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /store/<slug> and its pages: the store's header, the page, a quiet footer. Loads the store
 * once for every page and counts the visit once per tab.
 */
export function StorefrontLayout({ extras }: StorefrontLayoutProps) {
  const { t } = useTranslation('storefront');
  const slug = useParams().slug ?? '';
  const store = useStorefrontStore(slug);
  useVisitBeacon(slug);
  usePrefetchHomeProducts(slug);

  if (store.isPending) {
    return (
      <Centered>
        <p role="status" className="flex items-center gap-3 text-gray-500 dark:text-gray-400">
          <Spinner className="size-5 text-primary" />
          {t('store.loading')}
        </p>
      </Centered>
    );
  }
  if (store.isError) {
    return (
      <Centered>
        {isNotFound(store.error) ? (
          <section className="text-center">
            <h1 className="text-2xl font-bold text-dark sm:text-3xl dark:text-white">
              {t('store.notFoundHeading')}
            </h1>
            <p className="mt-3 text-gray-600 dark:text-gray-300">{t('store.notFoundBody')}</p>
            <Link to={screenPaths.home} className="mt-8 inline-block font-semibold text-primary">
              {t('store.home', { app: productName() })}
            </Link>
          </section>
        ) : (
          <div className="space-y-4">
            <Alert>{t('store.failed')}</Alert>
            <Button variant="outline" onClick={() => void store.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Centered>
    );
  }

  const context: StorefrontContext = { slug, store: store.data };
  return (
    <div className="flex min-h-screen flex-col bg-white dark:bg-gray-950">
      <TopBarBanner banners={store.data.banners} />
      <StorefrontHeader slug={slug} store={store.data} />
      <main className="flex-1">
        <Outlet context={context} />
      </main>
      <footer className="border-t border-gray-100 py-6 text-center text-xs text-gray-500 print:hidden dark:border-gray-800 dark:text-gray-400">
        {t('store.poweredBy', { app: productName() })}
      </footer>
      {extras?.(store.data, slug)}
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col justify-center px-4 py-16">
      {children}
    </main>
  );
}
