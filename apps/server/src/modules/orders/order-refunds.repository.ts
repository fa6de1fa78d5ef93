import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardRefunds } from '../../db/schema/card-charges';
import { orderRefunds } from '../../db/schema/order-refunds';
import { payouts } from '../../db/schema/transfers';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type { OrderRefundItem } from '../../db/schema/order-refunds';

/**
 * Where a refund's money is: cash is out of the till at once; a card refund is its card
 * refund's state; a bank refund is its transfer's (paid → processed; failed or reversed → the
 * money came back, failed).
 */
const refundStatus = sql<'pending' | 'processed' | 'failed'>`case ${orderRefunds.method}
  when 'cash' then 'processed'
  when 'card' then coalesce(${cardRefunds.status}, 'pending')
  else case ${payouts.status} when 'successful' then 'processed' when 'pending' then 'pending'
    when 'failed' then 'failed' when 'reversed' then 'failed' else 'pending' end
  end`;

/** An order's refunds, newest first, each with where its money is. */
export async function refundsOfOrder(db: Executor, orderId: string) {
  return db
    .select({ refund: orderRefunds, status: refundStatus })
    .from(orderRefunds)
    .leftJoin(cardRefunds, eq(cardRefunds.ref, orderRefunds.ref))
    .leftJoin(payouts, eq(payouts.ref, orderRefunds.ref))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
}

export async function findOrderRefund(db: Executor, ref: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.ref, ref));
  return row;
}

export async function insertOrderRefund(
  db: Executor,
  refund: Omit<typeof orderRefunds.$inferInsert, 'id'>,
): Promise<OrderRefundRow> {
  const [row] = await db.insert(orderRefunds).values(refund).returning();
  if (!row) throw new Error('order refund insert returned no row');
  return row;
}
