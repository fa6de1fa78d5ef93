import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ReturnsQuerySchema } from '@olivia/contracts/returns';
import type { Executor } from '../../db/client';
import { orderEvents, orderItems, orderReturns, orders } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

export type ReturnRow = typeof orderReturns.$inferSelect;
/** A return with what its DTO shows of its order and line. */
export type ReturnRecord = ReturnRow & {
  orderNumber: number;
  productName: string;
  variantLabel: string;
  customerName: string;
};
/** An order's line, as a return needs it, with its order's status. */
export type ReturnableItem = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'orderId' | 'productId' | 'variantId' | 'name' | 'variantLabel' | 'quantity'
> & { returnedQuantity: number; orderStatus: string };

const containing = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The store's returns. A search matches the line's product name, or the order's number
 * (with or without its '#').
 */
export const returnList = defineList(ReturnsQuerySchema, {
  table: orderReturns,
  store: orderReturns.storeId,
  id: orderReturns.id,
  sorts: { createdat: orderReturns.createdAt, updatedat: orderReturns.updatedAt },
  search: [
    (q) =>
      sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.id} = ${orderReturns.orderItemId} AND ${orderItems.name} ILIKE ${containing(q)})`,
    (q) => {
      const number = /^#?(\d{1,9})$/.exec(q.trim())?.[1];
      return number === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderReturns.orderId} AND ${orders.number} = ${Number(number)})`;
    },
  ],
  filters: { status: (status) => eq(orderReturns.status, status) },
});

/** The rows with their orders' numbers and customers and their lines' names: one query. */
export async function withOrderDetails(db: Executor, rows: ReturnRow[]): Promise<ReturnRecord[]> {
  if (rows.length === 0) return [];
  const details = await db
    .select({
      itemId: orderItems.id,
      productName: orderItems.name,
      variantLabel: orderItems.variantLabel,
      orderNumber: orders.number,
      customerName: orders.customerName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, [...new Set(rows.map((row) => row.orderItemId))]));
  const byItem = new Map(details.map((detail) => [detail.itemId, detail]));
  return rows.map((row) => {
    const detail = byItem.get(row.orderItemId);
    if (!detail) throw new Error(`return ${row.id} has no order line`);
    return {
      ...row,
      orderNumber: detail.orderNumber,
      productName: detail.productName,
      variantLabel: detail.variantLabel,
      customerName: detail.customerName,
    };
  });
}

/**
 * The store's order line `itemId` of order `orderId`, locked (FOR UPDATE of the line alone), so
 * the returns of one line are decided one at a time.
 */
export async function lockOrderItem(
  tx: Executor,
  storeId: string,
  orderId: string,
  itemId: string,
): Promise<ReturnableItem | undefined> {
  const [item] = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      returnedQuantity: orderItems.returnedQuantity,
      orderStatus: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.storeId, storeId),
        eq(orderItems.id, itemId),
        eq(orderItems.orderId, orderId),
      ),
    )
    .for('update', { of: orderItems });
  return item;
}

/** Units of the line in returns still waiting ('requested'). */
export async function requestedQuantity(tx: Executor, itemId: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderReturns.quantity}), 0)::int` })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderItemId, itemId), eq(orderReturns.status, 'requested')));
  return row?.units ?? 0;
}

export async function insertReturn(
  tx: Executor,
  values: Pick<
    typeof orderReturns.$inferInsert,
    'storeId' | 'orderId' | 'orderItemId' | 'quantity' | 'reason' | 'createdBy' | 'requestedBy'
  >,
): Promise<ReturnRow> {
  const [row] = await tx.insert(orderReturns).values(values).returning();
  if (!row) throw new Error('insert into order_returns returned nothing');
  return row;
}

/** The store's return with its order's details; locked for a change when `lock`. */
export async function findStoreReturn(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<ReturnRecord | undefined> {
  const query = db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.storeId, storeId), eq(orderReturns.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withOrderDetails(db, [row]))[0] : undefined;
}

export async function setReturnStatus(
  tx: Executor,
  id: string,
  status: 'received' | 'rejected',
): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orderReturns.id, id));
}

/** Counts units received back on the line (its CHECK keeps them within its quantity). */
export async function addReturnedQuantity(
  tx: Executor,
  itemId: string,
  units: number,
): Promise<void> {
  await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${units}` })
    .where(eq(orderItems.id, itemId));
}

/** Adds an entry to the order's timeline (append-only). */
export async function insertOrderEvent(
  tx: Executor,
  event: Pick<
    typeof orderEvents.$inferInsert,
    'orderId' | 'storeId' | 'code' | 'params' | 'orderStatus' | 'actorUserId' | 'actorLabel'
  >,
): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** An order's returns, oldest first: what the customer's page shows of them. */
export async function returnsOfOrder(tx: Executor, orderId: string) {
  return tx
    .select({
      itemId: orderReturns.orderItemId,
      quantity: orderReturns.quantity,
      status: orderReturns.status,
    })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

/** When the order was last marked delivered, if it was. */
export async function deliveredAt(tx: Executor, orderId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: sql<Date>`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.orderStatus, 'delivered')));
  return row?.at ? new Date(row.at) : undefined;
}
