import type { PublicStore } from '@olivia/contracts/chat';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { productName } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { usePublicStore } from '../api/marketing-api';

interface StorePageProps {
  /** The store's public address (`/website?store=<slug>`). */
  slug: string;
  /** What the app adds to a store that was found (the customers' chat). */
  extras: (store: PublicStore) => ReactNode;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A store's public page: its name and a word on how to reach its team. */
export function StorePage({ slug, extras }: StorePageProps) {
  const { t } = useTranslation('marketing');
  const store = usePublicStore(slug);
  const name = store.data?.name;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  return (
    <div className="flex min-h-screen flex-col bg-linear-to-b from-primary-light/60 to-transparent dark:from-gray-900">
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-16 sm:px-6">
        {store.isPending && (
          <p role="status" className="flex items-center gap-3 text-gray-500 dark:text-gray-400">
            <Spinner className="size-5 text-primary" />
            {t('storePage.loading')}
          </p>
        )}
        {store.isError && isNotFound(store.error) && (
          <section className="text-center">
            <h1 className="text-2xl font-bold text-dark sm:text-3xl dark:text-white">
              {t('storePage.notFoundHeading')}
            </h1>
            <p className="mt-3 text-gray-600 dark:text-gray-300">{t('storePage.notFoundBody')}</p>
            <Link to={screenPaths.home} className="mt-8 inline-block font-semibold text-primary">
              {t('storePage.home', { app: productName() })}
            </Link>
          </section>
        )}
        {store.isError && !isNotFound(store.error) && (
          <div className="space-y-4">
            <Alert>{t('storePage.failed')}</Alert>
            <Button variant="outline" onClick={() => void store.refetch()}>
              {t('storePage.retry')}
            </Button>
          </div>
        )}
        {store.data && (
          <section>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t('storePage.eyebrow')}
            </p>
            <h1 className="mt-2 text-4xl font-bold break-words text-dark sm:text-5xl dark:text-white">
              {store.data.name}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-gray-600 dark:text-gray-300">
              {t('storePage.intro')}
            </p>
          </section>
        )}
      </main>
      <footer className="py-6 text-center text-xs text-gray-500 dark:text-gray-400">
        {t('storePage.poweredBy', { app: productName() })}
      </footer>
      {store.data && extras(store.data)}
    </div>
  );
}
