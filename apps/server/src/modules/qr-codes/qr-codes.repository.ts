import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { QrCodesQuerySchema, type QrCodeKind } from '@olivia/contracts/qr-codes';
import { storefrontPagePaths } from '@olivia/contracts/storefront';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalog';
import { paymentLinks } from '../../db/schema/payment-links';
import { qrCodes } from '../../db/schema/qr-codes';
import { defineList } from '../../lib/resource/list.repository';

export type QrCodeRow = typeof qrCodes.$inferSelect;
type NewQrCode = Pick<
  typeof qrCodes.$inferInsert,
  'storeId' | 'label' | 'kind' | 'targetId' | 'amount' | 'code' | 'active'
>;
export type QrCodeChanges = Partial<Pick<NewQrCode, 'label' | 'amount' | 'active'>>;

/** What a code's page needs of its store. */
export interface QrStore {
  id: string;
  name: string;
  slug: string;
  currency: string;
}

/**
 * The page a code opens, as a path of the app, and what its form needs to know: a link's
 * amount rule (its code may carry an amount only when the payer chooses, at or above the least).
 */
export interface QrTarget {
  name: string;
  path: string;
  payerChooses: boolean;
  /** A link's least amount (minor units); 0 for the rest. */
  minimum: bigint;
}

/** Finds the live targets `ids` of one kind in the store, by id (the store's own: null). */
type TargetLookup = (
  db: Executor,
  store: QrStore,
  ids: string[],
) => Promise<Map<string | null, QrTarget>>;

const storePath = (store: QrStore) => storefrontPagePaths.store(encodeURIComponent(store.slug));

/**
 * Each kind's pages: the storefront, a product of it (not archived), a payment link (the pay
 * page says itself when a link takes no payment). An invoice is one more entry.
 */
const TARGET_LOOKUPS: Record<QrCodeKind, TargetLookup> = {
  store: async (_db, store) =>
    new Map([
      [null, { name: store.name, path: storePath(store), payerChooses: false, minimum: 0n }],
    ]),
  product: async (db, store, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.storeId, store.id),
          inArray(products.id, ids),
          ne(products.status, 'archived'),
        ),
      );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          name: row.name,
          path: storefrontPagePaths.product(encodeURIComponent(store.slug), row.id),
          payerChooses: false,
          minimum: 0n,
        },
      ]),
    );
  },
  link: async (db, store, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: paymentLinks.id,
        name: paymentLinks.name,
        slug: paymentLinks.slug,
        amountType: paymentLinks.amountType,
        minimum: paymentLinks.minimumAmount,
      })
      .from(paymentLinks)
      .where(and(eq(paymentLinks.storeId, store.id), inArray(paymentLinks.id, ids)));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          name: row.name,
          path: `/pay/${row.slug}`,
          payerChooses: row.amountType === 'payer',
          minimum: row.minimum,
        },
      ]),
    );
  },
};

const ofStore = (storeId: string, id: string) =>
  and(eq(qrCodes.storeId, storeId), eq(qrCodes.id, id));

/** A store's codes: a short list, searched by label and code, filtered by kind and switch. */
export const storeQrCodes = defineList(QrCodesQuerySchema, {
  table: qrCodes,
  store: qrCodes.storeId,
  id: qrCodes.id,
  sorts: { createdat: qrCodes.createdAt, label: qrCodes.label, scans: qrCodes.scans },
  search: [qrCodes.label, qrCodes.code],
  filters: {
    kind: (kind) => eq(qrCodes.kind, kind),
    status: (status) => eq(qrCodes.active, status === 'active'),
  },
});

export async function findQrStore(db: Executor, storeId: string): Promise<QrStore | undefined> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug, currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** The targets of `rows` (one query per kind present), keyed by `targetKey`. */
export async function findQrTargets(
  db: Executor,
  store: QrStore,
  rows: Pick<QrCodeRow, 'kind' | 'targetId'>[],
): Promise<Map<string, QrTarget>> {
  const targets = new Map<string, QrTarget>();
  const kinds = [...new Set(rows.map((row) => row.kind as QrCodeKind))];
  for (const kind of kinds) {
    const lookup = TARGET_LOOKUPS[kind] as TargetLookup | undefined;
    if (!lookup) continue;
    const ids = rows.flatMap((row) => (row.kind === kind && row.targetId ? [row.targetId] : []));
    const found = await lookup(db, store, [...new Set(ids)]);
    for (const [id, target] of found) targets.set(targetKey(kind, id), target);
  }
  return targets;
}

export const targetKey = (kind: string, targetId: string | null) => `${kind}:${targetId ?? ''}`;

export async function findStoreQrCode(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<QrCodeRow | undefined> {
  const query = db.select().from(qrCodes).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The code at `/q/<code>`, whatever its store. */
export async function findQrCodeByCode(db: Executor, code: string) {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.code, code));
  return row;
}

/** The store's oldest active code for its own page: the one /website-link shows. */
export async function findStoreOwnCode(db: Executor, storeId: string) {
  const [row] = await db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.storeId, storeId), eq(qrCodes.kind, 'store'), eq(qrCodes.active, true)))
    .orderBy(asc(qrCodes.createdAt), asc(qrCodes.id))
    .limit(1);
  return row;
}

/** Held until the transaction ends: one first store code per store, however many ask at once. */
export async function lockStoreOwnCode(db: Executor, storeId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`qr_codes:store:${storeId}`}))`);
}

export async function insertQrCode(db: Executor, code: NewQrCode): Promise<QrCodeRow> {
  const [row] = await db.insert(qrCodes).values(code).returning();
  if (!row) throw new Error('insert into qr_codes returned nothing');
  return row;
}

export async function updateStoreQrCode(
  db: Executor,
  storeId: string,
  id: string,
  changes: QrCodeChanges,
): Promise<QrCodeRow | undefined> {
  const [row] = await db
    .update(qrCodes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteStoreQrCode(db: Executor, storeId: string, id: string) {
  await db.delete(qrCodes).where(ofStore(storeId, id));
}

/** Counts one scan in one statement, so parallel scans each add theirs. */
export async function countQrScan(db: Executor, id: string) {
  await db
    .update(qrCodes)
    .set({ scans: sql`${qrCodes.scans} + 1`, lastScannedAt: sql`now()` })
    .where(eq(qrCodes.id, id));
}

/** The demo seed's history: when a code was made, its scans and when the last one came. */
export async function setQrHistory(
  db: Executor,
  id: string,
  history: { scans: number; lastScannedAt: Date; createdAt: Date },
) {
  await db
    .update(qrCodes)
    .set({ ...history, updatedAt: history.createdAt })
    .where(eq(qrCodes.id, id));
}
