import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DomainPaymentsQuerySchema, DomainsQuerySchema } from '@olivia/contracts/domains';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { domainPayments, domains } from '../../db/schema/services';
import { defineList } from '../../lib/resource/list.repository';

export type DomainRow = typeof domains.$inferSelect;
export type DomainPaymentRow = typeof domainPayments.$inferSelect;

/** A store's domains, soonest expiry first by default; searched by name. */
export const storeDomains = defineList(DomainsQuerySchema, {
  table: domains,
  store: domains.storeId,
  id: domains.id,
  sorts: {
    domain: domains.name,
    expiry: domains.expiresAt,
    lastpayment: domains.lastPaymentAt,
    createdat: domains.createdAt,
  },
  search: [domains.name],
  filters: {},
});

/** The payments of one of the store's domains (the service passes the domain's id). */
const PaymentsOfDomainSchema = DomainPaymentsQuerySchema.extend({ domainId: z.uuid() });
export const domainPaymentsList = defineList(PaymentsOfDomainSchema, {
  table: domainPayments,
  store: domainPayments.storeId,
  id: domainPayments.id,
  sorts: { createdat: domainPayments.createdAt },
  search: [domainPayments.reference, domainPayments.paidByEmail],
  filters: { domainId: (id) => eq(domainPayments.domainId, id) },
});

/** The store's domain `name`; 'update' locks it for a renewal. */
export async function findStoreDomain(
  db: Executor,
  storeId: string,
  name: string,
  lock?: 'update',
): Promise<DomainRow | undefined> {
  const query = db
    .select()
    .from(domains)
    .where(and(eq(domains.storeId, storeId), eq(domains.name, name)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Which of `names` some store already owns. */
export async function ownedNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: domains.name })
    .from(domains)
    .where(sql`${domains.name} = ANY(${sql.param(names)}::text[])`);
  return new Set(rows.map((row) => row.name));
}

/** Inserts the domain; undefined when another store (or a racing request) holds the name. */
export async function insertDomain(
  db: Executor,
  row: typeof domains.$inferInsert,
): Promise<DomainRow | undefined> {
  const [inserted] = await db
    .insert(domains)
    .values(row)
    .onConflictDoNothing({ target: domains.name })
    .returning();
  return inserted;
}

export async function extendDomain(
  db: Executor,
  id: string,
  change: { expiresAt: Date; lastPaymentAt: Date; yearlyPrice: bigint },
): Promise<DomainRow> {
  const [row] = await db.update(domains).set(change).where(eq(domains.id, id)).returning();
  if (!row) throw new Error(`domain ${id} vanished while locked`);
  return row;
}

export async function findPaymentByReference(
  db: Executor,
  reference: string,
): Promise<DomainPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(domainPayments)
    .where(eq(domainPayments.reference, reference));
  return row;
}

/** The payment under `reference`; undefined when a racing request claimed the reference. */
export async function insertDomainPayment(
  db: Executor,
  row: typeof domainPayments.$inferInsert,
): Promise<DomainPaymentRow | undefined> {
  const [inserted] = await db
    .insert(domainPayments)
    .values(row)
    .onConflictDoNothing({ target: domainPayments.reference })
    .returning();
  return inserted;
}

export async function setPaymentLedgerTransaction(
  db: Executor,
  id: string,
  ledgerTransactionId: string,
): Promise<void> {
  await db.update(domainPayments).set({ ledgerTransactionId }).where(eq(domainPayments.id, id));
}

export async function findDomainById(db: Executor, id: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  return row;
}

/** Whether `name` is one of the store's domains (expired or not). */
export async function storeOwnsDomain(db: Executor, storeId: string, name: string) {
  return Boolean(await findStoreDomain(db, storeId, name));
}

/**
 * The storefront a custom domain serves: its store's slug while the domain has not expired
 * (Host header routing, ADR 0020).
 */
export async function storefrontSlugForHost(
  db: Executor,
  host: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: stores.slug })
    .from(domains)
    .innerJoin(stores, eq(stores.id, domains.storeId))
    .where(and(eq(domains.name, host), sql`${domains.expiresAt} > ${now}`));
  return row?.slug;
}

export type DashboardDomain = Pick<
  DomainRow,
  'id' | 'name' | 'yearlyPrice' | 'currency' | 'expiresAt' | 'lastPaymentAt' | 'createdAt'
>;

/**
 * A sub-select answering the store's domains, soonest expiry first, at most `limit`, as one JSON
 * array for the dashboard's one statement (the (store, expiry, id) index). Prices travel as
 * text, times as epoch milliseconds.
 */
export function dashboardDomainsFragment(
  storeId: string | Placeholder,
  limit: number,
): SQL<DashboardDomain[]> {
  const ms = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)`;
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', d.id, 'name', d.name, 'yearlyPrice', d.yearly_price::text, 'currency', d.currency,
      'expiresAt', ${ms(sql`d.expires_at`)}, 'lastPaymentAt', ${ms(sql`d.last_payment_at`)},
      'createdAt', ${ms(sql`d.created_at`)}) ORDER BY d.expires_at, d.id), '[]')
    FROM (SELECT * FROM ${domains} WHERE ${eq(domains.storeId, storeId)}
      ORDER BY ${domains.expiresAt}, ${domains.id} LIMIT ${limit}) AS d)`.mapWith(
    (rows: Record<keyof DashboardDomain, string | number>[]): DashboardDomain[] =>
      rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        yearlyPrice: BigInt(row.yearlyPrice),
        currency: String(row.currency),
        expiresAt: new Date(Number(row.expiresAt)),
        lastPaymentAt: new Date(Number(row.lastPaymentAt)),
        createdAt: new Date(Number(row.createdAt)),
      })),
  );
}

export async function findPaymentById(
  db: Executor,
  id: string,
): Promise<DomainPaymentRow | undefined> {
  const [row] = await db.select().from(domainPayments).where(eq(domainPayments.id, id));
  return row;
}

/** The domain `id`, locked for the rest of the transaction (its store held first, ADR 0006). */
export async function lockDomainById(db: Executor, id: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id)).for('update');
  return row;
}

/** The domain's payments not given back yet, oldest first. */
export async function unrefundedPayments(
  db: Executor,
  domainId: string,
): Promise<DomainPaymentRow[]> {
  return db
    .select()
    .from(domainPayments)
    .where(and(eq(domainPayments.domainId, domainId), isNull(domainPayments.refundedAt)))
    .orderBy(asc(domainPayments.createdAt), asc(domainPayments.id));
}

export async function setPaymentRefunded(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(domainPayments).set({ refundedAt: at }).where(eq(domainPayments.id, id));
}

export async function setDomainExpiry(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.update(domains).set({ expiresAt }).where(eq(domains.id, id));
}

/** A domain never registered goes, with its payments: the name is free again. */
export async function deleteDomain(db: Executor, id: string): Promise<void> {
  await db.delete(domains).where(eq(domains.id, id));
}
