import type {
  StorefrontProduct,
  StorefrontProductDetail,
  StorefrontStore,
} from '@olivia/contracts/storefront';
import { toMajorUnits } from '@olivia/contracts/money';
import type {
  PublishedReviewRow,
  StorefrontProductRecord,
  StorefrontStoreRow,
} from './browse.repository';

/**
 * What a customer sees: prices in major units and "in stock" as a yes or no. Stock counts, SKUs,
 * thresholds and statuses stay inside.
 */
export function toStorefrontProduct(record: StorefrontProductRecord): StorefrontProduct {
  const { variants } = record;
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    price: toMajorUnits(record.price),
    compareatprice: record.compareAtPrice === null ? null : toMajorUnits(record.compareAtPrice),
    images: record.images,
    categoryid: record.categoryId,
    categoryname: record.categoryName ?? '',
    instock: variants.length > 0 ? variants.some((variant) => variant.stock > 0) : record.stock > 0,
    variants: variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      colour: variant.colour,
      price: toMajorUnits(variant.price),
      instock: variant.stock > 0,
    })),
    rating: record.rating,
  };
}

export function toStorefrontProductDetail(
  record: StorefrontProductRecord,
  reviews: PublishedReviewRow[],
): StorefrontProductDetail {
  return {
    ...toStorefrontProduct(record),
    reviews: reviews.map((review) => ({
      id: review.id,
      customername: review.customerName,
      rating: review.rating,
      comment: review.comment,
      createdat: review.createdAt.toISOString(),
    })),
  };
}

export function toStorefrontStore(
  store: StorefrontStoreRow,
  categories: { id: string; name: string }[],
  brands: { id: string; name: string }[],
  banners: StorefrontStore['banners'],
): StorefrontStore {
  return {
    name: store.name,
    slug: store.slug,
    description: store.description,
    logourl: store.logoUrl,
    currency: store.currency,
    deliveryfee: toMajorUnits(store.deliveryFee),
    email: store.email,
    phone: store.phone,
    categories,
    brands,
    banners,
  };
}
