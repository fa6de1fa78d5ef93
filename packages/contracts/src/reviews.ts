import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';

/** Reviews (left by customers after delivery, moderated) and ratings per product. */

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const ReviewSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  ordernumber: z.number(),
  productid: z.string().nullable(),
  productname: z.string(),
  customername: z.string(),
  rating: z.number(),
  comment: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdat: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'rating']).default('createdat'),
  status: z.enum(REVIEW_STATUSES).optional(),
  product: z.uuid().optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;
export const ReviewListSchema = listResponse(ReviewSchema);
export type ReviewList = z.infer<typeof ReviewListSchema>;
export const ModerateReviewRequestSchema = z.object({ status: z.enum(['published', 'hidden']) });
export type ModerateReviewRequest = z.input<typeof ModerateReviewRequestSchema>;

/** A product's published reviews in figures: `distribution[0]` counts 1-star reviews. */
export const ProductRatingSchema = z.object({
  productid: z.string(),
  name: z.string(),
  image: z.string(),
  average: z.number(),
  count: z.number(),
  distribution: z.array(z.number()).length(5),
});
export type ProductRating = z.infer<typeof ProductRatingSchema>;
export const RatingsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['average', 'count', 'name']).default('count'),
});
export type RatingsQuery = z.input<typeof RatingsQuerySchema>;
export const RatingListSchema = listResponse(ProductRatingSchema);
export type RatingList = z.infer<typeof RatingListSchema>;
