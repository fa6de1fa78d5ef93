import { and, eq, inArray, sql } from 'drizzle-orm';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { promotions } from '../../db/schema/promotions';
import { conflict } from '../../lib/errors';

/**
 * A promotion's budget at checkout (ADR 0037). Its discounts give only while it runs; in a
 * checkout's transaction its row is locked, so one checkout at a time reads and moves what is
 * left; the order that reaches the budget gets what is left and ends the promotion.
 */

/** What is left of a running promotion's budget (null: no budget). */
export type Running = Map<string, bigint | null>;

/**
 * Which of `ids` run at `now` (active, started, not past their end, budget not spent), with what
 * is left of each budget; `lock` holds their rows for the checkout's unit of work (id order).
 */
export async function runningPromotions(
  db: Executor,
  storeId: string,
  ids: string[],
  now: Date,
  lock?: boolean,
): Promise<Running> {
  const running: Running = new Map();
  if (ids.length === 0) return running;
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), inArray(promotions.id, [...new Set(ids)].sort())))
    .orderBy(promotions.id);
  const rows = lock ? await query.for('update') : await query;
  for (const row of rows) {
    const live =
      row.status === 'active' &&
      row.startsAt <= now &&
      (row.endsAt === null || row.endsAt > now) &&
      (row.budget === null || row.spent < row.budget);
    if (live) running.set(row.id, row.budget === null ? null : row.budget - row.spent);
  }
  return running;
}

/** An order's total: the revenue its promotions count. */
export async function orderTotal(tx: Executor, orderId: string): Promise<bigint> {
  const [row] = await tx.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
  return row?.total ?? 0n;
}

/**
 * The discount an order, a link payment or an invoice got moves each promotion's figures in its
 * unit of work: spent, orders, revenue (its `total`); the one whose budget it reaches ends ('budget').
 * One statement each, refused (409, nothing kept) if the budget no longer covers it.
 */
export async function chargePromotions(
  tx: Executor,
  total: bigint,
  spends: Map<string, bigint>,
): Promise<void> {
  if (spends.size === 0) return;
  for (const [id, amount] of [...spends].sort(([a], [b]) => a.localeCompare(b))) {
    const reaches = sql`(${promotions.budget} is not null and ${promotions.spent} + ${amount} >= ${promotions.budget})`;
    const rows = await tx
      .update(promotions)
      .set({
        spent: sql`${promotions.spent} + ${amount}`,
        orders: sql`${promotions.orders} + 1`,
        revenue: sql`${promotions.revenue} + ${total}`,
        status: sql`case when ${reaches} then 'ended' else ${promotions.status} end`,
        endedReason: sql`case when ${reaches} then 'budget' else ${promotions.endedReason} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.status, 'active'),
          sql`(${promotions.budget} is null or ${promotions.spent} + ${amount} <= ${promotions.budget})`,
        ),
      )
      .returning({ id: promotions.id });
    if (rows.length === 0) throw conflict(discountMessages.promotionEnded);
  }
}

/**
 * An order (link payment, invoice) that expired unpaid or was voided gives its spend back: spent, orders and revenue; a promotion its
 * budget had ended runs again when money is left (its end was that order's).
 */
export async function releasePromotions(
  tx: Executor,
  total: bigint,
  spends: Map<string, bigint>,
): Promise<void> {
  if (spends.size === 0) return;
  for (const [id, amount] of [...spends].sort(([a], [b]) => a.localeCompare(b))) {
    const reopens = sql`(${promotions.status} = 'ended' and ${promotions.endedReason} = 'budget' and ${promotions.spent} - ${amount} < ${promotions.budget})`;
    await tx
      .update(promotions)
      .set({
        spent: sql`greatest(${promotions.spent} - ${amount}, 0)`,
        orders: sql`greatest(${promotions.orders} - 1, 0)`,
        revenue: sql`greatest(${promotions.revenue} - ${total}, 0)`,
        status: sql`case when ${reopens} then 'active' else ${promotions.status} end`,
        endedReason: sql`case when ${reopens} then '' else ${promotions.endedReason} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(promotions.id, id));
  }
}
