import type { ProductRating, Review } from '@olivia/contracts/reviews';
import type { Snapshot } from '../../lib/resource/resource-writer';
import type { RatingRow, ReviewRecord } from './reviews.repository';

/** A review as the merchant sees it, with its order's number. */
export function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    orderid: record.orderId,
    ordernumber: record.orderNumber,
    productid: record.productId,
    productname: record.productName,
    customername: record.customerName,
    rating: record.rating,
    comment: record.comment,
    status: record.status as Review['status'],
    createdat: record.createdAt.toISOString(),
  };
}

/** What the audit records of a review: what the merchant sees. */
export const reviewSnapshot = (record: ReviewRecord): Snapshot => toReview(record);

/** A product's ratings; its image is the first of the product's. */
export function toRating(row: RatingRow): ProductRating {
  return {
    productid: row.productId,
    name: row.name,
    image: row.images[0] ?? '',
    average: row.average,
    count: row.count,
    distribution: row.distribution,
  };
}
