import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PromotionsQuerySchema, type PromotionState } from '@olivia/contracts/promotions';
import type { Executor } from '../../db/client';
import { discounts } from '../../db/schema/discounts';
import { banners, promotions } from '../../db/schema/promotions';
import { defineList } from '../../lib/resource/list.repository';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<
  typeof promotions.$inferInsert,
  'id' | 'spent' | 'orders' | 'revenue' | 'createdAt' | 'updatedAt'
>;

/**
 * Where a promotion stands at `now` (evaluated on read, ADR 0037): ended by the merchant or its
 * budget, then ended by its date, paused, not started, running.
 */
export function promotionState(
  row: PromotionRow,
  now: Date,
): { state: PromotionState; reason: '' | 'budget' | 'date' | 'manual' } {
  if (row.status === 'ended') {
    return { state: 'ended', reason: row.endedReason === 'budget' ? 'budget' : 'manual' };
  }
  if (row.endsAt && row.endsAt <= now) return { state: 'ended', reason: 'date' };
  if (row.status === 'paused') return { state: 'paused', reason: '' };
  if (row.startsAt > now) return { state: 'scheduled', reason: '' };
  return { state: 'active', reason: '' };
}

const pastEnd = sql`(${promotions.endsAt} is not null and ${promotions.endsAt} <= now())`;
const STATE_CONDITIONS: Record<PromotionState, ReturnType<typeof sql>> = {
  ended: sql`(${promotions.status} = 'ended' or ${pastEnd})`,
  paused: sql`(${promotions.status} = 'paused' and not ${pastEnd})`,
  scheduled: sql`(${promotions.status} = 'active' and not ${pastEnd} and ${promotions.startsAt} > now())`,
  active: sql`(${promotions.status} = 'active' and not ${pastEnd} and ${promotions.startsAt} <= now())`,
};

export const storePromotions = defineList(PromotionsQuerySchema, {
  table: promotions,
  store: promotions.storeId,
  id: promotions.id,
  sorts: { createdat: promotions.createdAt, name: promotions.name },
  search: [promotions.name],
  filters: { state: (state) => STATE_CONDITIONS[state] },
});

export async function findStorePromotion(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
) {
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertPromotion(db: Executor, row: NewPromotion): Promise<PromotionRow> {
  const [inserted] = await db.insert(promotions).values(row).returning();
  if (!inserted) throw new Error('promotion insert returned no row');
  return inserted;
}

export async function updateStorePromotion(
  db: Executor,
  storeId: string,
  id: string,
  changes: Partial<NewPromotion>,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)))
    .returning();
  return row;
}

export async function deleteStorePromotion(db: Executor, storeId: string, id: string) {
  await db.delete(promotions).where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
}

export interface PromotionDiscount {
  id: string;
  name: string;
  method: string;
  promotionId: string | null;
  timesUsed: number;
}

/** The discounts of some promotions (one query), by name. */
export async function discountsOfPromotions(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: discounts.id,
      name: discounts.name,
      method: discounts.method,
      promotionId: discounts.promotionId,
      timesUsed: discounts.timesUsed,
    })
    .from(discounts)
    .where(inArray(discounts.promotionId, ids))
    .orderBy(asc(discounts.name), asc(discounts.id));
}

/** The store's discounts among `ids`, locked: the ones a promotion may take. */
export async function storeDiscountsById(
  db: Executor,
  storeId: string,
  ids: string[],
): Promise<PromotionDiscount[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: discounts.id,
      name: discounts.name,
      method: discounts.method,
      promotionId: discounts.promotionId,
      timesUsed: discounts.timesUsed,
    })
    .from(discounts)
    .where(and(eq(discounts.storeId, storeId), inArray(discounts.id, ids)))
    .for('update');
}

/** Puts `ids` in the promotion, or (null) out of any. */
export async function setDiscountsPromotion(
  db: Executor,
  ids: string[],
  promotionId: string | null,
) {
  if (ids.length === 0) return;
  await db
    .update(discounts)
    .set({ promotionId, updatedAt: sql`now()` })
    .where(inArray(discounts.id, ids));
}

/** How many banners each promotion has (one query). */
export async function bannerCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: banners.promotionId, n: sql<number>`count(*)::int` })
    .from(banners)
    .where(inArray(banners.promotionId, ids))
    .groupBy(banners.promotionId);
  return new Map(rows.map((row) => [row.id ?? '', row.n]));
}
