import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The promotions of /promotions/all; attaching discounts changes the discounts' list. */
export const promotionsApi = defineResourceApi('promotions', promotionEndpoints, {
  affects: { create: ['discounts', 'banners'], update: ['discounts', 'banners'] },
});

/** The storefront banners of /banners/all; a banner changes its promotion's count. */
export const bannersApi = defineResourceApi('banners', bannerEndpoints, {
  affects: { create: ['promotions'], update: ['promotions'], remove: ['promotions'] },
});

const CHOICES = { size: 100, sort: 'name', order: 'asc' } as const;

/** The store's discounts a promotion can group (the first 100 by name). */
export function useDiscountChoices() {
  return useQuery({
    queryKey: promotionsApi.keys.extra('discount-choices'),
    queryFn: ({ signal }) => callEndpoint(discountEndpoints.list, { query: CHOICES, signal }),
    select: (page) => page.content,
    staleTime: 30_000,
  });
}

/** The store's promotions and categories a banner can name. */
export function useBannerChoices() {
  const promotions = useQuery({
    queryKey: bannersApi.keys.extra('promotion-choices'),
    queryFn: ({ signal }) => callEndpoint(promotionEndpoints.list, { query: CHOICES, signal }),
    select: (page) => page.content.filter((promotion) => promotion.state !== 'ended'),
    staleTime: 30_000,
  });
  const categories = useQuery({
    queryKey: bannersApi.keys.extra('category-choices'),
    queryFn: ({ signal }) => callEndpoint(categoryEndpoints.list, { query: CHOICES, signal }),
    select: (page) => page.content,
    staleTime: 30_000,
  });
  return { promotions, categories };
}

/** Moves a banner one place up or down within its placement. */
export function useMoveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, placement, step }: MoveBanner) => {
      const page = await callEndpoint(bannerEndpoints.list, {
        query: { placement, size: 100, sort: 'position', order: 'asc' },
      });
      const ids = page.content.map((banner) => banner.id);
      const from = ids.indexOf(id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return null;
      [ids[from], ids[to]] = [ids[to] ?? id, id];
      return callEndpoint(bannerEndpoints.reorder, { body: { placement, ids } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersApi.keys.all }),
  });
}

interface MoveBanner {
  id: string;
  placement: 'top_bar' | 'hero' | 'category';
  step: -1 | 1;
}
