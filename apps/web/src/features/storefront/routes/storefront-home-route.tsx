import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { filterOf } from '../api/storefront-api';
import { CategoryChips } from '../components/category-chips';
import { ProductGrid } from '../components/product-grid';
import { SearchBox } from '../components/search-box';
import { StoreBanner } from '../components/store-banner';
import { useStoreTitle } from '../hooks/use-store-title';
import { useStorefront } from '../hooks/use-storefront';

/**
 * /store/<slug>: the store's products, searched with `q`, filtered with `category` and `brand`;
 * the hero banner on the home page, a category's banner on its page (ADR 0037).
 */
export function StorefrontHomeRoute() {
  const { t } = useTranslation('storefront');
  const { slug, store } = useStorefront();
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, category, brand } = filterOf(searchParams);
  useStoreTitle(store.name);

  /** Sets (or, empty, removes) one parameter of the URL, keeping the others. */
  const setParam = (name: 'q' | 'category' | 'brand', value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <section className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight break-words text-dark sm:text-4xl dark:text-white">
          {store.name}
        </h1>
        {store.description && (
          <p className="mt-3 max-w-2xl text-base whitespace-pre-line text-gray-600 dark:text-gray-300">
            {store.description}
          </p>
        )}
      </section>
      {!category && (
        <StoreBanner banner={store.banners.find((banner) => banner.placement === 'hero')} eager />
      )}
      <div className="mb-8 flex flex-col gap-4">
        <SearchBox value={q} onSearch={(value) => setParam('q', value)} />
        <CategoryChips
          categories={store.categories}
          selected={category}
          onSelect={(id) => setParam('category', id)}
        />
        <CategoryChips
          categories={store.brands}
          label={t('catalogue.brands')}
          selected={brand}
          onSelect={(id) => setParam('brand', id)}
        />
      </div>
      {category && (
        <StoreBanner
          banner={store.banners.find(
            (banner) => banner.placement === 'category' && banner.categoryid === category,
          )}
        />
      )}
      <h2 className="sr-only">{t('catalogue.products')}</h2>
      <ProductGrid
        slug={slug}
        currency={store.currency}
        filter={{ q, category, brand }}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
    </div>
  );
}
