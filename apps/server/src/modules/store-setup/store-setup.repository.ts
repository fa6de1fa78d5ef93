import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';

/** The store's set-up as its row keeps it (issue 13): what the storefront shows of it. */
const setupColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  description: stores.description,
  contactEmail: stores.contactEmail,
  contactPhone: stores.contactPhone,
  address: stores.address,
  deliveryFee: stores.deliveryFee,
  returnWindowDays: stores.returnWindowDays,
  currency: stores.currency,
  logoUrl: stores.logoUrl,
};
export type StoreSetupRow = {
  [K in keyof typeof setupColumns]: (typeof stores.$inferSelect)[K];
};
export type StoreSetupChanges = Partial<
  Pick<
    StoreSetupRow,
    | 'name'
    | 'description'
    | 'contactEmail'
    | 'contactPhone'
    | 'address'
    | 'deliveryFee'
    | 'returnWindowDays'
    | 'logoUrl'
  >
>;

/**
 * The store's set-up; `lock` for a change to it. FOR NO KEY UPDATE: payments into the store hold
 * its row FOR KEY SHARE (ADR 0006), which this does not wait for.
 */
export async function findStoreSetup(
  db: Executor,
  storeId: string,
  lock = false,
): Promise<StoreSetupRow | undefined> {
  const query = db.select(setupColumns).from(stores).where(eq(stores.id, storeId));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function updateStoreSetup(
  db: Executor,
  storeId: string,
  changes: StoreSetupChanges,
): Promise<StoreSetupRow | undefined> {
  const [row] = await db
    .update(stores)
    .set(changes)
    .where(eq(stores.id, storeId))
    .returning(setupColumns);
  return row;
}
