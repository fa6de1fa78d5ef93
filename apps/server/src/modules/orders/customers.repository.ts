import { and, eq, sql } from 'drizzle-orm';
import { CustomersQuerySchema } from '@olivia/contracts/customers';
import { queryRows, type Executor } from '../../db/client';
import { customers } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * A store's customers (ADR 0016). Each sort walks its (store, column, id) index; the total of
 * the unfiltered list is the store's counter (migration 0017).
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
    lastorderat: customers.lastOrderAt,
  },
  // Name, e-mail and phone, one per line, in one generated column with a trigram index.
  search: [customers.searchText],
  filters: {
    tag: (tag) => sql`${customers.tags} @> ${JSON.stringify([tag])}::jsonb`,
    source: (source) => eq(customers.source, source),
    consent: (channel) =>
      channel === 'email' ? eq(customers.emailConsent, true) : eq(customers.smsConsent, true),
  },
  counted: 'customers',
});

export async function findStoreCustomer(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<CustomerRow | undefined> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export type NewCustomer = Omit<
  typeof customers.$inferInsert,
  'id' | 'ordersCount' | 'totalSpent' | 'lastOrderAt' | 'createdAt' | 'searchText'
>;
export type CustomerChanges = Partial<Omit<NewCustomer, 'storeId' | 'source'>>;

/** The unique index on (store, e-mail) refusing a second customer with an address. */
export function isCustomerEmailTaken(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return (
    cause.code === '23505' &&
    (cause.constraint === undefined || cause.constraint === 'customers_store_email_unique')
  );
}

export async function insertCustomer(db: Executor, customer: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(customer).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function updateStoreCustomer(
  db: Executor,
  storeId: string,
  id: string,
  changes: CustomerChanges,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)))
    .returning();
  return row;
}

/**
 * The store's customer with this e-mail address (any case), created or brought up to date with
 * the name and phone just given and the time of this order; one statement, so two first orders at
 * once make one customer.
 */
export async function upsertCustomer(
  db: Executor,
  customer: {
    storeId: string;
    name: string;
    email: string;
    phone: string;
    orderedAt?: Date;
    /** Who makes a new one: a first order ('storefront', the default) or the merchant. */
    source?: 'storefront' | 'manual';
    /** True: the customer agreed at checkout to marketing e-mail (recorded, source 'checkout'). */
    emailConsent?: boolean;
  },
): Promise<string> {
  const orderedAt = customer.orderedAt
    ? sql`${customer.orderedAt.toISOString()}::timestamptz`
    : sql`now()`;
  const consents = customer.emailConsent === true;
  // Consent is only ever given here: a checkout left unticked keeps an earlier answer.
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ${customers} (store_id, name, email, phone, last_order_at, source,
        email_consent, email_consent_at, email_consent_source)
      VALUES (${customer.storeId}, ${customer.name}, ${customer.email}, ${customer.phone}, ${orderedAt}, ${customer.source ?? 'storefront'},
        ${consents}, ${consents ? sql`now()` : null}, ${consents ? 'checkout' : 'none'})
      ON CONFLICT (store_id, lower(email)) WHERE email <> ''
      DO UPDATE SET name = excluded.name, phone = excluded.phone,
        last_order_at = greatest(${customers.lastOrderAt}, excluded.last_order_at),
        email_consent = ${customers.emailConsent} OR excluded.email_consent,
        email_consent_at = CASE WHEN excluded.email_consent AND NOT ${customers.emailConsent}
          THEN excluded.email_consent_at ELSE ${customers.emailConsentAt} END,
        email_consent_source = CASE WHEN excluded.email_consent AND NOT ${customers.emailConsent}
          THEN 'checkout' ELSE ${customers.emailConsentSource} END
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
