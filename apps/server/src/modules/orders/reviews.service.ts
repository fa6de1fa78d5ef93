import type {
  ModerateReviewRequestSchema,
  RatingsQuerySchema,
  ReviewsQuerySchema,
} from '@olivia/contracts/reviews';
import type { PublicOrder, ReviewRequestSchema } from '@olivia/contracts/storefront';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { findOrderForCustomer, toPublicOrder } from './order-access';
import { CUSTOMER, NO_USER_ID } from './order-actors';
import { reviewSnapshot, toRating, toReview } from './reviews-dto';
import {
  findStoreReview,
  insertReview,
  reviewList,
  setReviewStatus,
  storeRatings,
  withOrderNumbers,
} from './reviews.repository';

/**
 * Reviews (issue 13): a customer reviews each line of a delivered order once (pending until
 * the merchant publishes it); any signed-in user of the store moderates them, audited; ratings
 * are the published reviews in figures.
 */
export function createReviewsService(db: Database) {
  const moderation = createResourceWriter(db, {
    entity: 'review',
    find: (tx, storeId, id) => findStoreReview(tx, storeId, id, true),
    id: (row) => row.id,
    snapshot: reviewSnapshot,
  });

  return {
    /**
     * The customer's review of one line of their order (the order's secret in `token`): only
     * once it is delivered, once per line. Answers the order as the customer sees it.
     */
    async review(
      orderId: string,
      token: string | undefined,
      body: z.output<typeof ReviewRequestSchema>,
    ): Promise<PublicOrder> {
      return withTransaction(db, async (tx) => {
        const found = await findOrderForCustomer(tx, orderId, token);
        if (!found) throw notFound();
        const { order, items } = found;
        if (order.status !== 'delivered') throw conflict(orderMessages.reviewAfterDelivery);
        const line = items.find((item) => item.id === body.itemid);
        if (!line) throw notFound();
        const review = await insertReview(tx, {
          storeId: order.storeId,
          orderId: order.id,
          orderItemId: line.id,
          productId: line.productId,
          productName: line.name,
          customerName: order.customerName,
          rating: body.rating,
          comment: body.comment,
        });
        if (!review) throw conflict(orderMessages.alreadyReviewed);
        await insertAuditEntry(tx, {
          storeId: order.storeId,
          actorUserId: NO_USER_ID,
          action: 'review.created',
          entityType: 'review',
          entityId: review.id,
          changes: { ...reviewSnapshot({ ...review, orderNumber: order.number }), by: CUSTOMER },
        });
        return toPublicOrder(tx, found);
      });
    },

    async list(storeId: string, query: z.output<typeof ReviewsQuerySchema>) {
      const page = await reviewList.page(db, storeId, query);
      return mapPage({ ...page, content: await withOrderNumbers(db, page.content) }, toReview);
    },

    /** Publishes or hides a review; audited as review.published / review.hidden. */
    async moderate(actor: Actor, id: string, body: z.output<typeof ModerateReviewRequestSchema>) {
      const review = await moderation.update(actor, id, async ({ tx }) => {
        await setReviewStatus(tx, id, body.status);
        const row = await findStoreReview(tx, actor.storeId, id);
        if (!row) throw new Error('a review vanished inside its own transaction');
        return { row, verb: body.status };
      });
      return toReview(review);
    },

    async ratings(storeId: string, query: z.output<typeof RatingsQuerySchema>) {
      return mapPage(await storeRatings(db, storeId, query), toRating);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
