import { and, eq, sql } from 'drizzle-orm';
import { CustomersQuerySchema } from '@olivia/contracts/store-admin';
import { queryRows, type Executor } from '../../db/client';
import { customers } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * A store's customers (ADR 0016). Each sort walks its (store, column, id) index but the last
 * order's time, which puts customers without a paid order last when newest come first.
 */
export const storeCustomers = defineList(CustomersQuerySchema, {
  table: customers,
  store: customers.storeId,
  id: customers.id,
  sorts: {
    createdat: customers.createdAt,
    name: customers.name,
    totalspent: customers.totalSpent,
    orderscount: customers.ordersCount,
    lastorderat: sql`coalesce(${customers.lastOrderAt}, '-infinity'::timestamptz)`,
  },
  // Name, e-mail and phone, one per line, in one generated column with a trigram index.
  search: [customers.searchText],
  filters: {},
});

export async function findStoreCustomer(
  db: Executor,
  storeId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  return row;
}

/**
 * The store's customer with this e-mail address (any case), created or brought up to date with
 * the name and phone just given; one statement, so two first orders at once make one customer.
 */
export async function upsertCustomer(
  db: Executor,
  customer: { storeId: string; name: string; email: string; phone: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ${customers} (store_id, name, email, phone)
      VALUES (${customer.storeId}, ${customer.name}, ${customer.email}, ${customer.phone})
      ON CONFLICT (store_id, lower(email))
      DO UPDATE SET name = excluded.name, phone = excluded.phone
      RETURNING id`,
  );
  if (!row) throw new Error('upsert into customers returned nothing');
  return row.id;
}

/**
 * Counts a paid order in its customer's figures (the list sorts by them); `count` orders whose
 * totals add up to `total` when history is brought in at once.
 */
export async function countPaidOrder(
  db: Executor,
  customerId: string,
  order: { total: bigint; placedAt: Date; count?: number },
): Promise<void> {
  await db
    .update(customers)
    .set({
      ordersCount: sql`${customers.ordersCount} + ${order.count ?? 1}`,
      totalSpent: sql`${customers.totalSpent} + ${order.total.toString()}::bigint`,
      lastOrderAt: sql`greatest(${customers.lastOrderAt}, ${order.placedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(customers.id, customerId));
}
