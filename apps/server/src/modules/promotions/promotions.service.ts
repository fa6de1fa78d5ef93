import type { z } from 'zod';
import type {
  Promotion,
  PromotionRequestSchema,
  PromotionsQuerySchema,
  UpdatePromotionRequestSchema,
} from '@olivia/contracts/promotions';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import {
  bannerCounts,
  deleteStorePromotion,
  discountsOfPromotions,
  findStorePromotion,
  insertPromotion,
  promotionState,
  setDiscountsPromotion,
  storeDiscountsById,
  storePromotions,
  updateStorePromotion,
  type NewPromotion,
  type PromotionDiscount,
  type PromotionRow,
} from './promotions.repository';

type PromotionRequest = z.output<typeof PromotionRequestSchema>;
type PromotionUpdate = z.output<typeof UpdatePromotionRequestSchema>;
type Extras = { discounts: PromotionDiscount[]; banners: number };

const toPromotion =
  (now: () => Date) =>
  (row: PromotionRow, extras: Extras = { discounts: [], banners: 0 }): Promotion => {
    const { state, reason } = promotionState(row, now());
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      startsat: row.startsAt.toISOString(),
      endsat: row.endsAt?.toISOString() ?? null,
      budget: row.budget === null ? null : toMajorUnits(row.budget),
      spent: toMajorUnits(row.spent),
      remaining:
        row.budget === null
          ? null
          : toMajorUnits(row.budget > row.spent ? row.budget - row.spent : 0n),
      orders: row.orders,
      revenue: toMajorUnits(row.revenue),
      state,
      endedreason: reason,
      discounts: extras.discounts.map(({ id, name, method }) => ({ id, name, method })),
      banners: extras.banners,
      createdat: row.createdAt.toISOString(),
      updatedat: row.updatedAt.toISOString(),
    };
  };

/** The audit's view: the fields the merchant sets, and the state. */
const snapshotOf = (row: PromotionRow) => ({
  name: row.name,
  description: row.description,
  startsat: row.startsAt.toISOString(),
  endsat: row.endsAt?.toISOString() ?? null,
  budget: row.budget === null ? null : toMajorUnits(row.budget),
  status: row.status,
  endedreason: row.endedReason,
});

/** What pause, resume and end do to the stored status, and the verb the log records. */
function applyAction(
  row: PromotionRow,
  action: 'pause' | 'resume' | 'end',
  now: Date,
): { changes: Partial<NewPromotion>; verb: string } {
  const { state } = promotionState(row, now);
  if (state === 'ended') throw conflict(discountMessages.promotionEnded);
  if (action === 'end')
    return { changes: { status: 'ended', endedReason: 'manual' }, verb: 'ended' };
  if (action === 'pause') return { changes: { status: 'paused' }, verb: 'paused' };
  if (row.status !== 'paused') throw conflict(discountMessages.promotionNotPaused);
  return { changes: { status: 'active' }, verb: 'resumed' };
}

/**
 * A store's promotions (issue 28, ADR 0037) on the resource kit: every user of the store manages
 * them; each change is in the account log (`promotion.created`, `.updated`, `.paused`,
 * `.resumed`, `.ended`, `.removed`). A promotion takes the store's own discounts (each in one
 * promotion at most); a discount that has been used stays where it is, so an expired order gives
 * its spend back to the promotion that gave it. One that priced an order is ended, not deleted.
 */
export function createPromotionsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const toDto = toPromotion(now);
  const writer = createResourceWriter(db, {
    entity: 'promotion',
    find: (tx, storeId, id) => findStorePromotion(tx, storeId, id, 'update'),
    id: (row: PromotionRow) => row.id,
    snapshot: snapshotOf,
  });

  async function withExtras(executor: Executor, rows: PromotionRow[]) {
    const ids = rows.map((row) => row.id);
    const [discounts, banners] = await Promise.all([
      discountsOfPromotions(executor, ids),
      bannerCounts(executor, ids),
    ]);
    return rows.map((row) =>
      toDto(row, {
        discounts: discounts.filter((discount) => discount.promotionId === row.id),
        banners: banners.get(row.id) ?? 0,
      }),
    );
  }

  /**
   * Makes `wanted` the promotion's discounts: each the store's (400 otherwise), and a used one
   * neither taken from another promotion nor let go (400).
   */
  async function attach(tx: Executor, storeId: string, promotionId: string, wanted: string[]) {
    const current = await discountsOfPromotions(tx, [promotionId]);
    const found = await storeDiscountsById(tx, storeId, wanted);
    const refuse = (message: string) => badRequest(message, { discountids: [message] });
    if (found.length !== new Set(wanted).size)
      throw refuse(discountMessages.promotionDiscountNotFound);
    const leaving = current.filter((discount) => !wanted.includes(discount.id));
    const joining = found.filter((discount) => discount.promotionId !== promotionId);
    if ([...leaving, ...joining].some((discount) => discount.timesUsed > 0)) {
      throw refuse(discountMessages.promotionDiscountUsed);
    }
    await setDiscountsPromotion(
      tx,
      leaving.map((discount) => discount.id),
      null,
    );
    await setDiscountsPromotion(
      tx,
      joining.map((discount) => discount.id),
      promotionId,
    );
  }

  return {
    async list(storeId: string, query: z.output<typeof PromotionsQuerySchema>) {
      const page = await storePromotions.page(db, storeId, query);
      return { ...page, content: await withExtras(db, page.content) };
    },

    async get(storeId: string, id: string): Promise<Promotion> {
      const [promotion] = await withExtras(db, [await writer.get(storeId, id)]);
      if (!promotion) throw notFound();
      return promotion;
    },

    async create(actor: Actor, body: PromotionRequest): Promise<Promotion> {
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const inserted = await insertPromotion(tx, {
          storeId: actor.storeId,
          name: body.name,
          description: body.description,
          startsAt: body.startsat ? new Date(body.startsat) : now(),
          endsAt: body.endsat ? new Date(body.endsat) : null,
          budget: body.budget === null ? null : toMinorUnits(body.budget),
        });
        await attach(tx, actor.storeId, inserted.id, body.discountids);
        return inserted;
      });
      return this.get(actor.storeId, row.id);
    },

    async update(actor: Actor, id: string, body: PromotionUpdate): Promise<Promotion> {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        const changes: Partial<NewPromotion> = {
          name: body.name,
          description: body.description,
        };
        if (body.startsat !== undefined) changes.startsAt = new Date(body.startsat);
        if (body.endsat !== undefined) changes.endsAt = body.endsat ? new Date(body.endsat) : null;
        if (body.budget !== undefined) {
          changes.budget = body.budget === null ? null : toMinorUnits(body.budget);
        }
        const startsAt = changes.startsAt ?? before.startsAt;
        const endsAt = changes.endsAt === undefined ? before.endsAt : changes.endsAt;
        if (endsAt && endsAt <= startsAt) {
          throw badRequest(discountMessages.discountEndsBeforeStart, {
            endsat: [discountMessages.discountEndsBeforeStart],
          });
        }
        let verb = 'updated';
        if (body.action) {
          const acted = applyAction(before, body.action, now());
          Object.assign(changes, acted.changes);
          verb = acted.verb;
        }
        if (body.discountids) await attach(tx, actor.storeId, id, body.discountids);
        const updated = await updateStorePromotion(tx, actor.storeId, id, changes);
        if (!updated) throw new Error('a locked promotion vanished');
        return { row: updated, verb };
      });
      return this.get(actor.storeId, row.id);
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }, before) => {
        if (before.orders > 0 || before.spent > 0n) {
          throw conflict(discountMessages.promotionUsedCannotDelete);
        }
        await deleteStorePromotion(tx, actor.storeId, id);
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
