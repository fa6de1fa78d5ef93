import { z } from 'zod';
import { PRODUCT_STATUSES } from './catalog';
import { ORDER_STATUSES } from './orders';

/**
 * Bulk actions of the resource kit (issue 13): one change applied to the rows a merchant
 * selected in a list. Each id is done or refused with its reason; one refused id never fails
 * the others.
 */

/**
 * The most ids one bulk action takes: more than a list page holds (the product's largest is 50).
 */
export const BULK_MAX_IDS = 100;

/** Why a list of ids is refused. Not worded by docs/product; ours. */
export const bulkMessages = {
  noIds: 'Choose at least one record',
  tooManyIds: `Choose at most ${BULK_MAX_IDS} records at a time`,
  duplicateIds: 'Each record can be chosen only once',
} as const;

/**
 * The selected rows' ids: 1 to 100 distinct uuids (compared in lower case, as the database does).
 */
export const BulkIdsSchema = z
  .array(z.uuid().toLowerCase())
  .min(1, bulkMessages.noIds)
  .max(BULK_MAX_IDS, bulkMessages.tooManyIds)
  .refine((ids) => new Set(ids).size === ids.length, bulkMessages.duplicateIds);

/** An id left as it was, and why: 'Not Found' for one that is not the store's. */
export const BulkRefusalSchema = z.object({ id: z.string(), reason: z.string() });

/** What a bulk action did: the ids changed (or already so), and those refused with a reason. */
export const BulkResultSchema = z.object({
  done: z.array(z.string()),
  refused: z.array(BulkRefusalSchema),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** Moves each order as `POST /orders/:id/status` would (ORDER_MOVES), without a note. */
export const BulkOrderStatusRequestSchema = z.object({
  ids: BulkIdsSchema,
  orderStatus: z.enum(ORDER_STATUSES),
});
export type BulkOrderStatusRequest = z.input<typeof BulkOrderStatusRequestSchema>;

/** Sets the products' status: active, draft, or archived (out of the store and the list). */
export const BulkProductStatusRequestSchema = z.object({
  ids: BulkIdsSchema,
  status: z.enum(PRODUCT_STATUSES),
});
export type BulkProductStatusRequest = z.input<typeof BulkProductStatusRequestSchema>;
