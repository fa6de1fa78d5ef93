import { and, eq, ne } from 'drizzle-orm';
import { AddressesQuerySchema, type AddressKind } from '@olivia/contracts/addresses';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { addresses } from '../../db/schema/addresses';
import { defineList } from '../../lib/resource/list.repository';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt'>;
export type AddressChanges = Partial<Omit<NewAddress, 'storeId'>>;

const ofStore = (storeId: string, id: string) =>
  and(eq(addresses.storeId, storeId), eq(addresses.id, id));

/** A store's address book: a short list, searched by label, contact, line 1, city, postcode. */
export const storeAddresses = defineList(AddressesQuerySchema, {
  table: addresses,
  store: addresses.storeId,
  id: addresses.id,
  sorts: { createdat: addresses.createdAt, label: addresses.label },
  search: [
    addresses.label,
    addresses.contactName,
    addresses.line1,
    addresses.city,
    addresses.postcode,
  ],
  filters: {
    kind: (kind) => eq(addresses.kind, kind),
    state: (state) => eq(addresses.state, state),
  },
});

/**
 * Holds the store's row (FOR NO KEY UPDATE) until the transaction ends: every change to its
 * address book takes it first, as /store-setup's save does, so changes to a store's defaults
 * run one after another and in one lock order. False when the store is gone.
 */
export async function lockStoreAddressBook(tx: Executor, storeId: string): Promise<boolean> {
  const held = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('no key update');
  return held.length > 0;
}

/** The store's address `id`; another store's id answers undefined. `lock` for a change to it. */
export async function findStoreAddress(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<AddressRow | undefined> {
  const query = db.select().from(addresses).where(ofStore(storeId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The store's default address of `kind`, if it has one. */
export async function findDefaultAddress(
  db: Executor,
  storeId: string,
  kind: AddressKind,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.storeId, storeId), eq(addresses.kind, kind), eq(addresses.isDefault, true)),
    );
  return row;
}

/** Its kind's default, other than `keep`, stops being one (before `keep` becomes it). */
export async function clearDefault(
  tx: Executor,
  storeId: string,
  kind: string,
  keep?: string,
): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.storeId, storeId),
        eq(addresses.kind, kind),
        eq(addresses.isDefault, true),
        keep ? ne(addresses.id, keep) : undefined,
      ),
    );
}

export async function insertAddress(tx: Executor, address: NewAddress): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values(address).returning();
  if (!row) throw new Error('insert into addresses returned nothing');
  return row;
}

export async function updateStoreAddress(
  tx: Executor,
  storeId: string,
  id: string,
  changes: AddressChanges,
): Promise<AddressRow | undefined> {
  const [row] = await tx.update(addresses).set(changes).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deleteStoreAddress(tx: Executor, storeId: string, id: string) {
  await tx.delete(addresses).where(ofStore(storeId, id));
}

/** stores.address: the one-line copy of the default office address that /store-setup shows. */
export async function writeStoreAddressLine(tx: Executor, storeId: string, line: string) {
  await tx.update(stores).set({ address: line }).where(eq(stores.id, storeId));
}
