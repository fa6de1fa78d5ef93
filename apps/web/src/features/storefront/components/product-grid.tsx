import type { StorefrontProduct } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useStorefrontProducts, type ProductFilter } from '../api/storefront-api';
import { ProductCard } from './product-card';

/** Images of the first row or two load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  slug: string;
  currency: string;
  filter: ProductFilter;
  /** Clears the search, the category and the brand (the empty state's way out). */
  onClear: () => void;
}

/** The store's products for the search, category and brand in the URL, with 'Load more'. */
export function ProductGrid({ slug, currency, filter, onClear }: ProductGridProps) {
  const { t } = useTranslation('storefront');
  const products = useStorefrontProducts(slug, filter);

  if (products.isPending) return <GridSkeleton label={t('catalogue.loading')} />;
  if (products.isError) {
    return (
      <div className="space-y-4">
        <Alert>{t('catalogue.failed')}</Alert>
        <Button variant="outline" onClick={() => void products.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const items: StorefrontProduct[] = products.data.pages.flatMap((page) => page.content);
  if (items.length === 0) {
    const filtered = filter.q !== '' || filter.category !== '' || filter.brand !== '';
    return filtered ? (
      <EmptyState
        title={t('catalogue.noResults')}
        body={
          filter.q ? t('catalogue.noResultsFor', { q: filter.q }) : t('catalogue.noResultsBody')
        }
        action={
          <Button variant="outline" onClick={onClear}>
            {t('catalogue.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('catalogue.empty')} body={t('catalogue.emptyBody')} />
    );
  }

  return (
    <div>
      <ul aria-label={t('catalogue.products')} className={gridClass}>
        {items.map((product, index) => (
          <ProductCard
            key={product.id}
            slug={slug}
            product={product}
            currency={currency}
            eager={index < EAGER_IMAGES}
          />
        ))}
      </ul>
      {products.hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            loading={products.isFetchingNextPage}
            loadingText={t('catalogue.loadingMore')}
            onClick={() => void products.fetchNextPage()}
          >
            {t('catalogue.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Grey boxes where the first products will be: the page does not jump when they arrive. */
function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="animate-pulse">
            <div className="aspect-square rounded-xl bg-gray-100 dark:bg-gray-800" />
            <div className="mt-3 h-4 w-3/4 rounded bg-gray-100 dark:bg-gray-800" />
            <div className="mt-2 h-4 w-1/3 rounded bg-gray-100 dark:bg-gray-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}
