import type { StorefrontProductList, StorefrontProductsQuery } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/** Products per 'Load more': four rows of three on a wide screen, two columns on a phone. */
export const STOREFRONT_PAGE_SIZE = 12;

/** What the grid filters on (from the URL); empty values mean "all". */
export interface ProductFilter {
  q: string;
  category: string;
  brand: string;
}

/** One page of the store's active products, newest first. */
export function getStorefrontProducts(
  slug: string,
  query: StorefrontProductsQuery,
  signal?: AbortSignal,
): Promise<StorefrontProductList> {
  return callEndpoint(storefrontEndpoints.products, { params: { slug }, query, signal });
}

const idOr = (value: string | null) => (z.uuid().safeParse(value).success ? (value ?? '') : '');

/** The grid's filter from the page's URL: `q`, and `category` and `brand` when they can be ids. */
export function filterOf(searchParams: URLSearchParams): ProductFilter {
  return {
    q: searchParams.get('q')?.trim() ?? '',
    category: idOr(searchParams.get('category')),
    brand: idOr(searchParams.get('brand')),
  };
}

const queryOf = ({ q, category, brand }: ProductFilter): StorefrontProductsQuery => ({
  size: STOREFRONT_PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(category ? { category } : {}),
  ...(brand ? { brand } : {}),
});

/** The next page, while the pages so far hold fewer products than match. */
function nextPage(last: StorefrontProductList): number | undefined {
  const shown = (last.page + 1) * last.size;
  return shown < last.total || (last.totalCapped && last.content.length === last.size)
    ? last.page + 1
    : undefined;
}

export const storefrontProductsQueryOptions = (slug: string, filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.products(slug, queryOf(filter)),
    queryFn: ({ pageParam, signal }) =>
      getStorefrontProducts(slug, { ...queryOf(filter), page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** The grid's products, a page at a time ('Load more'). */
export function useStorefrontProducts(slug: string, filter: ProductFilter) {
  return useInfiniteQuery(storefrontProductsQueryOptions(slug, filter));
}
