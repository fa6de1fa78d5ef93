import type { StorefrontProductsQuerySchema } from '@olivia/contracts/storefront';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { storefrontBanners } from '../promotions/public';
import { toStorefrontProduct, toStorefrontProductDetail, toStorefrontStore } from './browse-dto';
import {
  activeProducts,
  brandsWithActiveProducts,
  categoriesWithActiveProducts,
  findActiveProduct,
  findStoreBySlug,
  publishedReviewsOf,
  withStorefrontDetails,
} from './browse.repository';

/** The newest published reviews a product's page shows. */
export const PRODUCT_PAGE_REVIEWS = 20;

/**
 * Browsing a store's storefront (issue 13), for anyone: the store (with the banners showing,
 * ADR 0037), its active products and one product with its reviews. An unknown address, or a
 * product that is not the store's active one, answers 404.
 */
export function createBrowseService(db: Database) {
  async function storeOf(slug: string) {
    const store = await findStoreBySlug(db, slug);
    if (!store) throw notFound();
    return store;
  }

  return {
    async store(slug: string) {
      const store = await storeOf(slug);
      const [categories, brands, banners] = await Promise.all([
        categoriesWithActiveProducts(db, store.id),
        brandsWithActiveProducts(db, store.id),
        storefrontBanners(db, store.id, new Date()),
      ]);
      return toStorefrontStore(store, categories, brands, banners);
    },

    async products(slug: string, query: z.output<typeof StorefrontProductsQuerySchema>) {
      const { id: storeId } = await storeOf(slug);
      const page = await activeProducts.page(db, storeId, query);
      const content = await withStorefrontDetails(db, storeId, page.content);
      return mapPage({ ...page, content }, toStorefrontProduct);
    },

    async product(slug: string, id: string) {
      const { id: storeId } = await storeOf(slug);
      const [row, reviews] = await Promise.all([
        findActiveProduct(db, storeId, id),
        publishedReviewsOf(db, storeId, id, PRODUCT_PAGE_REVIEWS),
      ]);
      const [record] = row ? await withStorefrontDetails(db, storeId, [row]) : [];
      if (!record) throw notFound();
      return toStorefrontProductDetail(record, reviews);
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
