import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useStorefrontProduct } from '../api/storefront-api';
import { AddToCart } from '../components/add-to-cart';
import { ProductGallery } from '../components/product-gallery';
import { ReviewList } from '../components/review-list';
import { useStoreTitle } from '../hooks/use-store-title';
import { useStorefront } from '../hooks/use-storefront';
import { storefrontPaths } from '../model/storefront-paths';

/** /store/<slug>/products/<id>: the product's images, details, options and reviews. */
export function ProductRoute() {
  const { t } = useTranslation('storefront');
  const { slug, store } = useStorefront();
  const id = useParams().id ?? '';
  const product = useStorefrontProduct(slug, id);
  useStoreTitle(store.name, product.data?.name);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={storefrontPaths.home(slug)}
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-gray-600 hover:text-dark print:hidden dark:text-gray-300"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('product.back')}
      </Link>
      {product.isPending && (
        <p role="status" className="flex items-center gap-3 text-gray-500">
          <Spinner className="size-5 text-primary" />
          {t('product.loading')}
        </p>
      )}
      {product.isError &&
        (product.error instanceof ApiError && product.error.status === 404 ? (
          <div className="py-16 text-center">
            <h1 className="text-2xl font-bold text-dark dark:text-white">
              {t('product.notFoundHeading')}
            </h1>
            <p className="mt-3 text-gray-600 dark:text-gray-300">{t('product.notFoundBody')}</p>
          </div>
        ) : (
          <div className="space-y-4">
            <Alert>{t('product.failed')}</Alert>
            <Button variant="outline" onClick={() => void product.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ))}
      {product.data && (
        <>
          <div className="grid gap-8 md:grid-cols-2 md:gap-12">
            <ProductGallery
              key={product.data.id}
              name={product.data.name}
              images={product.data.images}
            />
            <div className="space-y-6">
              <div>
                {product.data.categoryname && (
                  <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
                    {product.data.categoryname}
                  </p>
                )}
                <h1 className="mt-1 text-2xl font-bold break-words text-dark sm:text-3xl dark:text-white">
                  {product.data.name}
                </h1>
              </div>
              <AddToCart
                key={product.data.id}
                slug={slug}
                currency={store.currency}
                product={product.data}
              />
              {product.data.description && (
                <div>
                  <h2 className="mb-2 text-sm font-semibold text-dark dark:text-gray-200">
                    {t('product.description')}
                  </h2>
                  <p className="text-sm leading-relaxed whitespace-pre-wrap text-gray-700 dark:text-gray-300">
                    {product.data.description}
                  </p>
                </div>
              )}
            </div>
          </div>
          <ReviewList product={product.data} currency={store.currency} />
        </>
      )}
    </div>
  );
}
