import { and, asc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { OrdersQuerySchema } from '@olivia/contracts/orders';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { orderEvents, orderItems, orders, reviews } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';
import type { WebhookEventType } from '@olivia/contracts/webhooks';
import { emitWebhookEvent, orderData } from '../webhooks/public';

export type OrderRow = typeof orders.$inferSelect;
/** `createdAt`/`updatedAt` only for history brought in (the demo seed). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'searchText'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'returnedQuantity'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
/** `createdAt` only for history brought in (the demo seed); otherwise the time of the write. */
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;
/** An order with what its customer's page names of its store. */
export type OrderWithStore = OrderRow & {
  storeName: string;
  storeSlug: string;
  /** The store's return window in days (read with the customer's order). */
  returnWindowDays?: number;
};

const ofStore = (storeId: string, id: string) =>
  and(eq(orders.storeId, storeId), eq(orders.id, id));

/** The start of a UTC day, and of the next one. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
/** The largest order number an integer column holds. */
const MAX_NUMBER = 2_147_483_647;

/**
 * A store's orders (ADR 0008, 0016): sorted through (store, column, id) indexes; the search
 * matches number, customer name, e-mail and phone (a trigram index), and '#1001' or '1001' the
 * number exactly; `from` and `to` are UTC days, both included.
 */
export const storeOrders = defineList(OrdersQuerySchema, {
  table: orders,
  store: orders.storeId,
  id: orders.id,
  sorts: { createdat: orders.createdAt, total: orders.total, number: orders.number },
  search: [
    orders.searchText,
    (q) => {
      const digits = /^#?(\d{1,10})$/.exec(q.trim())?.[1];
      const number = digits === undefined ? NaN : Number(digits);
      return number <= MAX_NUMBER ? eq(orders.number, number) : undefined;
    },
  ],
  filters: {
    status: (status) => eq(orders.status, status),
    customer: (customerId) => eq(orders.customerId, customerId),
    branch: (branchId) => eq(orders.branchId, branchId),
    from: (day) => gte(orders.createdAt, dayStart(day)),
    to: (day) => lt(orders.createdAt, nextDayStart(day)),
  },
  counted: 'orders',
});

export async function insertOrder(db: Executor, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('insert into orders returned nothing');
  return row;
}

export async function insertOrderItems(db: Executor, items: NewOrderItem[]) {
  if (items.length === 0) return [];
  return db.insert(orderItems).values(items).returning();
}

/** One entry of an order's timeline (append-only). */
export async function appendOrderEvent(db: Executor, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
  // The store's webhooks hear it in the same transaction (ADR 0044).
  const type = orderWebhookType(event);
  if (!type) return;
  await emitWebhookEvent(db, event.storeId, type, async (tx) => {
    const order = await findStoreOrder(tx, event.storeId, event.orderId);
    return order && orderData(order);
  });
}

/** The webhook event an order event is, if any: placed, paid, shipped, delivered. */
function orderWebhookType(event: NewOrderEvent): WebhookEventType | undefined {
  if (event.code === 'placed') return 'order.created';
  if (event.code === 'paid') return 'order.paid';
  if (event.code !== 'statusChanged') return undefined;
  if (event.orderStatus === 'shipped') return 'order.shipped';
  if (event.orderStatus === 'delivered') return 'order.delivered';
  return undefined;
}

/** Orders and their timelines brought in at once (the demo seed's history). */
export async function insertOrderHistory(
  db: Executor,
  history: { orders: (NewOrder & { id: string })[]; events: NewOrderEvent[] },
): Promise<void> {
  if (history.orders.length > 0) await db.insert(orders).values(history.orders);
  if (history.events.length > 0) await db.insert(orderEvents).values(history.events);
}

/** The store's order, locked until the transaction ends when `lock`. */
export async function findStoreOrder(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(ofStore(storeId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Any store's order by id, with its store's name and address (the customer's receipt). */
export async function findOrderWithStore(
  db: Executor,
  id: string,
): Promise<OrderWithStore | undefined> {
  const [row] = await db
    .select({
      order: orders,
      storeName: stores.name,
      storeSlug: stores.slug,
      returnWindowDays: stores.returnWindowDays,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, id));
  return row
    ? {
        ...row.order,
        storeName: row.storeName,
        storeSlug: row.storeSlug,
        returnWindowDays: row.returnWindowDays,
      }
    : undefined;
}

/** Changes the order; `updatedAt` moves with every change. */
export async function updateOrder(
  db: Executor,
  id: string,
  changes: Partial<Pick<OrderRow, 'status' | 'amountPaid' | 'paidAt' | 'paymentReference'>>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('an order vanished inside its own transaction');
  return row;
}

/** The order's lines, in the order they were placed. */
export async function itemsOf(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The order's timeline, oldest first. */
export async function eventsOf(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** Which of the order's lines the customer has reviewed. */
export async function reviewedItemIds(db: Executor, orderId: string): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: reviews.orderItemId })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
  return new Set(rows.map((row) => row.itemId));
}

/** Unpaid pending orders whose time ran out before `now`, oldest first (at most `limit`). */
export async function expiredOrderIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.amountPaid, 0n), lt(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks an order that is still pending, unpaid and out of time; undefined when another process
 * holds it (SKIP LOCKED: a payment or a second server is on it) or it no longer qualifies.
 */
export async function lockExpiredOrder(
  db: Executor,
  id: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'pending'),
        eq(orders.amountPaid, 0n),
        lt(orders.expiresAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** One of the store's newest orders, as the dashboard lists them. */
export type RecentOrder = Pick<OrderRow, 'id' | 'number' | 'total' | 'status' | 'createdAt'>;

/**
 * A sub-select answering the store's `limit` newest orders as one JSON array, newest first,
 * through the (store, created, id) index read backwards, for the dashboard's one statement (the
 * arguments may be placeholders of its prepared statement). Totals travel as text and times as
 * epoch milliseconds, and are read back into bigints and dates.
 */
export function recentOrdersFragment(
  storeId: string | Placeholder,
  limit: number | Placeholder,
): SQL<RecentOrder[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', recent.id, 'number', recent.number, 'total', recent.total::text,
      'status', recent.status, 'createdAt', floor(extract(epoch FROM recent.created_at) * 1000))
      ORDER BY recent.created_at DESC, recent.id DESC), '[]')
    FROM (SELECT ${orders.id} AS id, ${orders.number} AS number, ${orders.total} AS total,
        ${orders.status} AS status, ${orders.createdAt} AS created_at
      FROM ${orders}
      WHERE ${orders.storeId} = ${storeId}
      ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC
      LIMIT ${limit}) AS recent)`.mapWith(
    (
      rows: { id: string; number: number; total: string; status: string; createdAt: number }[],
    ): RecentOrder[] =>
      rows.map((row) => ({
        id: row.id,
        number: row.number,
        total: BigInt(row.total),
        status: row.status,
        createdAt: new Date(Number(row.createdAt)),
      })),
  );
}
