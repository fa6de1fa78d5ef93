import {
  ORDER_TOKEN_HEADER,
  StorefrontProductParamsSchema,
  StorefrontSlugParamsSchema,
  type CheckoutRequest,
  type PaymentBanksSchema,
  type PublicOrder,
  type ReviewRequest,
  type StorefrontProductList,
  type StorefrontProductsQuery,
} from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import type { CustomerReturnRequest } from '@olivia/contracts/returns';
import { storefrontDeliveryEndpoint } from '@olivia/contracts/delivery-zone-endpoints';
import { cartPriceEndpoint } from '@olivia/contracts/discount-endpoints';
import type { CartPriceRequest } from '@olivia/contracts/discounts';
import { resourceKeys } from '../../../lib/resource-keys';

/** The storefront's keys: a store, its products and banks by slug, an order by id. */
const keys = resourceKeys('storefront');
const notFound = () => Promise.reject(new ApiError(404, 'Not Found'));

/** What the storefront shows of a store (name, logo, currency, categories); 404 when none. */
export const storefrontStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: keys.extra('store', slug),
    // An address no store can have is not worth a call: it is not found either.
    queryFn: ({ signal }) =>
      StorefrontSlugParamsSchema.safeParse({ slug }).success
        ? callEndpoint(storefrontEndpoints.store, { params: { slug }, signal })
        : notFound(),
    staleTime: 5 * 60_000,
  });

export const useStorefrontStore = (slug: string) => useQuery(storefrontStoreQueryOptions(slug));

/** Products per 'Load more': four rows of three on a wide screen, two columns on a phone. */
export const STOREFRONT_PAGE_SIZE = 12;

/** What the grid filters on (from the URL); empty values mean "all". */
export interface ProductFilter {
  q: string;
  category: string;
  brand: string;
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

/** The store's active products, newest first, a page at a time ('Load more'). */
export const storefrontProductsQueryOptions = (slug: string, filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: keys.extra('products', slug, queryOf(filter)),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(storefrontEndpoints.products, {
        params: { slug },
        query: { ...queryOf(filter), page: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const useStorefrontProducts = (slug: string, filter: ProductFilter) =>
  useInfiniteQuery(storefrontProductsQueryOptions(slug, filter));

/** One active product with its variants and newest published reviews; 404 when not on sale. */
export const storefrontProductQueryOptions = (slug: string, id: string) =>
  queryOptions({
    queryKey: keys.extra('product', slug, id),
    // A mistyped link is simply not found, without asking.
    queryFn: ({ signal }) =>
      StorefrontProductParamsSchema.safeParse({ slug, id }).success
        ? callEndpoint(storefrontEndpoints.product, { params: { slug, id }, signal })
        : notFound(),
  });

export const useStorefrontProduct = (slug: string, id: string) =>
  useQuery(storefrontProductQueryOptions(slug, id));

export type PaymentBank = z.infer<typeof PaymentBanksSchema>['banks'][number];

/** The banks an order's temporary account can be opened at (the checkout's bank choice). */
export function usePaymentBanks(slug: string) {
  return useQuery({
    queryKey: keys.extra('banks', slug),
    queryFn: async ({ signal }): Promise<PaymentBank[]> =>
      (await callEndpoint(storefrontEndpoints.banks, { params: { slug }, signal })).banks,
    staleTime: 5 * 60_000,
  });
}

/**
 * Counts a visit to the store (its merchant's website hits). Fire and forget: a visit that
 * could not be counted never bothers the customer.
 */
export function recordVisit(slug: string): void {
  callEndpoint(storefrontEndpoints.visit, { params: { slug } }).catch(() => undefined);
}

/** The order's cache key: the checkout and a review put their answer there. */
export const orderKey = (id: string) => keys.extra('order', id);

/**
 * Places the order (the order, with its temporary account, and the secret that reopens it);
 * the receipt then opens from the cache, without another request.
 */
export function usePlaceOrder(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('checkout'),
    mutationFn: (body: CheckoutRequest) =>
      callEndpoint(storefrontEndpoints.checkout, { params: { slug }, body }),
    onSuccess: ({ order }) => queryClient.setQueryData(orderKey(order.id), order),
  });
}

/** How often an unpaid order is asked again, so the receipt turns paid on its own. */
const ORDER_POLL_MS = 3_000;

/** What opens an order: its id and its secret (kept by this browser, or from the e-mail link). */
export interface OrderAccess {
  id: string;
  token: string;
}

/** The order's id as a path parameter and its secret in the `ordertoken` header. */
const accessOptions = (access: OrderAccess, signal?: AbortSignal) => ({
  params: { id: access.id },
  headers: { [ORDER_TOKEN_HEADER]: access.token },
  signal,
});

/**
 * Whether the customer still has to pay: into the order's account, or on the card page (each
 * read asks the provider). A failed card payment does not change any more: no need to ask.
 */
const isAwaitingPayment = (order: PublicOrder | undefined) =>
  order !== undefined &&
  order.orderStatus === 'pending' &&
  (order.payment !== null || (order.paymentmethod === 'card' && order.cardfailure === ''));

/** The receipt's order (404 when the secret does not open it); nothing asked without a secret. */
export function useOrder(id: string, token: string | null) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      callEndpoint(storefrontEndpoints.order, accessOptions({ id, token: token ?? '' }, signal)),
    staleTime: 0,
    // Asked again every few seconds until the payment arrives, then left alone.
    refetchInterval: (query) => (isAwaitingPayment(query.state.data) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
    enabled: token !== null,
  });
}

/** Reviews one delivered line; the answer is the order with that line marked reviewed. */
export function useReviewOrderItem(access: OrderAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('review'),
    mutationFn: (body: ReviewRequest) =>
      callEndpoint(storefrontEndpoints.review, { ...accessOptions(access), body }),
    onSuccess: (order) => queryClient.setQueryData(orderKey(order.id), order),
  });
}

/** How the customer gets the order (ADR 0036): the region, a window, or a pickup branch. */
export type DeliveryChoice = Pick<
  CartPriceRequest,
  'fulfilment' | 'branchid' | 'state' | 'lga' | 'postcode' | 'slot'
>;

/** What the checkout asks about delivery: the region when the store has zones; pickup points. */
export const useStorefrontDelivery = (slug: string) =>
  useQuery({
    queryKey: keys.extra('delivery', slug),
    queryFn: ({ signal }) => callEndpoint(storefrontDeliveryEndpoint, { params: { slug }, signal }),
    staleTime: 60_000,
  });

/**
 * The cart priced by the server (catalogue prices, the store's discounts and the code, the
 * delivery zone's fee): what the checkout shows, never the browser's sums. Asked again when the
 * cart, the code or the delivery choice changes.
 */
export function useCartPrice(
  slug: string,
  items: CartPriceRequest['items'],
  code: string,
  delivery: DeliveryChoice = {},
) {
  return useQuery({
    queryKey: keys.extra('cartPrice', slug, JSON.stringify(items), code, JSON.stringify(delivery)),
    queryFn: ({ signal }) =>
      callEndpoint(cartPriceEndpoint, {
        params: { slug },
        body: { items, code, ...delivery },
        signal,
      }),
    enabled: items.length > 0,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** Asks to return a delivered line; the answer is the order with the return among its returns. */
export function useAskReturn(access: OrderAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('askReturn'),
    mutationFn: (body: CustomerReturnRequest) =>
      callEndpoint(storefrontEndpoints.askReturn, { ...accessOptions(access), body }),
    onSuccess: (order) => queryClient.setQueryData(orderKey(order.id), order),
  });
}

/** A new card page for an order whose card was refused; the answer is the order with its page. */
export function useRetryCard(access: OrderAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('retryCard'),
    mutationFn: () => callEndpoint(storefrontEndpoints.retryCard, accessOptions(access)),
    onSuccess: (order) => queryClient.setQueryData(orderKey(order.id), order),
  });
}
