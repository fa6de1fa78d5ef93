import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { DISCOUNT_TARGETS, DiscountUsesQuery } from '@olivia/contracts/discounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';

/** The discounts of /discount/all, from their contract. */
export const discountsApi = defineResourceApi('discounts', discountEndpoints, {
  affects: { update: ['coupons'], remove: ['coupons'] },
});

/** The coupon codes of /coupons/all; new codes change their discount's count. */
export const couponsApi = defineResourceApi('coupons', couponEndpoints, {
  affects: { create: ['discounts'] },
});

/** How many choices a target list shows: typing narrows them. */
const CHOICES = 50;

export type TargetKind = Exclude<(typeof DISCOUNT_TARGETS)[number], 'order'>;
export interface Choice {
  id: string;
  name: string;
}

const fetchChoices = async (kind: TargetKind, q: string, signal: AbortSignal) => {
  const query = { q: q || undefined, size: CHOICES, sort: 'name', order: 'asc' } as const;
  if (kind === 'products') {
    const page = await callEndpoint(productEndpoints.list, { query, signal });
    return page.content.filter((product) => product.status !== 'archived');
  }
  if (kind === 'categories') {
    return (await callEndpoint(categoryEndpoints.list, { query, signal })).content;
  }
  return (await callEndpoint(brandEndpoints.list, { query, signal })).content;
};

/** The store's products, categories or brands a discount can apply to, matching `q`. */
export function useTargetChoices(kind: TargetKind | null, q: string) {
  return useQuery({
    queryKey: discountsApi.keys.extra('targets', kind, q),
    queryFn: ({ signal }): Promise<Choice[]> =>
      kind
        ? fetchChoices(kind, q, signal).then((items) => items.map(({ id, name }) => ({ id, name })))
        : Promise.resolve([]),
    enabled: kind !== null,
    staleTime: 30_000,
  });
}

/** The store's discounts that take a code: the ones codes can be made for. */
export function useCodeDiscounts() {
  return useQuery({
    queryKey: discountsApi.keys.extra('by-code'),
    queryFn: ({ signal }) =>
      callEndpoint(discountEndpoints.list, {
        query: { method: 'code', size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (page) => page.content,
    staleTime: 30_000,
  });
}

/** One page of where discount `id` was used. */
const usesQueryOptions = (id: string) => (query: DiscountUsesQuery) =>
  queryOptions({
    queryKey: discountsApi.keys.extra('uses', id, query),
    queryFn: ({ signal }) =>
      callEndpoint(discountEndpoints.uses, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

const USES_DEFAULTS = { size: 10 } as const;

/** Where discount `id` was used, newest first; its page in the URL under `uses.`. */
export function useDiscountUses(id: string) {
  return useListResource(discountEndpoints.uses, {
    queryOptions: usesQueryOptions(id),
    defaults: USES_DEFAULTS,
    prefix: 'uses',
  });
}
