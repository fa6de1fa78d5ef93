import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/addresses';
import { branches } from '../../db/schema/branches';

/** A branch a customer may collect from, its address in one line. */
export interface PickupPoint {
  id: string;
  name: string;
  address: string;
  instructions: string;
}

const oneLine = (parts: (string | null)[]) =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(', ');

/**
 * The store's active branches that offer pickup, by name; `id` only that one, held (key share)
 * until the caller's transaction ends when `lock` (it cannot be switched off under the order).
 */
export async function pickupPoints(
  db: Executor,
  storeId: string,
  options: { id?: string; lock?: boolean; any?: boolean } = {},
): Promise<PickupPoint[]> {
  // `any`: the branch an order was for, even if it no longer offers pickup.
  const conditions = options.any
    ? [eq(branches.storeId, storeId)]
    : [eq(branches.storeId, storeId), eq(branches.active, true), eq(branches.pickup, true)];
  if (options.id) conditions.push(eq(branches.id, options.id));
  const query = db
    .select({
      id: branches.id,
      name: branches.name,
      instructions: branches.pickupInstructions,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      state: addresses.state,
      postcode: addresses.postcode,
    })
    .from(branches)
    .leftJoin(addresses, eq(addresses.id, branches.addressId))
    .where(and(...conditions))
    .orderBy(asc(branches.name), asc(branches.id));
  const rows = options.lock ? await query.for('key share', { of: branches }) : await query;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    address: oneLine([row.line1, row.line2, row.city, row.state, row.postcode]),
  }));
}
