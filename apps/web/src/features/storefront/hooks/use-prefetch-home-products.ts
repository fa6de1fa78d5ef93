import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filterOf, storefrontProductsQueryOptions } from '../api/storefront-api';
import { storefrontPaths } from '../model/storefront-paths';

/**
 * On the store's home page, asks for the products at the same time as the store rather than
 * after it: the first product images (the page's largest paint) come a round trip sooner.
 */
export function usePrefetchHomeProducts(slug: string): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onHome = pathname.replace(/\/$/, '') === storefrontPaths.home(slug);
  const { q, category, brand } = filterOf(searchParams);

  useEffect(() => {
    if (!onHome) return;
    void queryClient.prefetchInfiniteQuery(
      storefrontProductsQueryOptions(slug, { q, category, brand }),
    );
  }, [queryClient, onHome, slug, q, category, brand]);
}
