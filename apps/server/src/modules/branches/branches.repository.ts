import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addressLine } from '@olivia/contracts/addresses';
import { BranchesQuerySchema } from '@olivia/contracts/branches';
import { SUB_USER } from '@olivia/contracts/roles';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { addresses } from '../../db/schema/addresses';
import { branches } from '../../db/schema/branches';
import { orders } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

export type BranchRow = typeof branches.$inferSelect;
export type NewBranch = Omit<typeof branches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type BranchChanges = Partial<Omit<NewBranch, 'storeId'>>;

/** A branch as the API shows it: its address's line, its manager's name and its figures. */
export interface BranchRecord extends BranchRow {
  addressText: string;
  managerName: string;
  staffCount: number;
  orderCount: number;
  /** Minor units: the totals of its paid orders. */
  revenue: bigint;
}

const ofStore = (storeId: string, id: string) =>
  and(eq(branches.storeId, storeId), eq(branches.id, id));

/** Orders attached to the branch, cancelled ones left out (what it sold or will). */
const orderCountOf = sql<number>`(select count(*) from ${orders} where ${orders.storeId} = ${branches.storeId} and ${orders.branchId} = ${branches.id} and ${orders.status} <> 'cancelled')`;
/** The totals of its paid orders, in minor units. */
const revenueOf = sql<string>`(select coalesce(sum(${orders.total}), 0) from ${orders} where ${orders.storeId} = ${branches.storeId} and ${orders.branchId} = ${branches.id} and ${orders.paidAt} is not null)`;

/** A store's branches: a short list, searched by name and phone. */
export const storeBranches = defineList(BranchesQuerySchema, {
  table: branches,
  store: branches.storeId,
  id: branches.id,
  sorts: {
    createdat: branches.createdAt,
    name: branches.name,
    ordercount: orderCountOf,
    revenue: revenueOf,
  },
  search: [branches.name, branches.phone],
  filters: {
    kind: (kind) => eq(branches.kind, kind),
    status: (status) => eq(branches.active, status === 'active'),
    pickup: (pickup) => eq(branches.pickup, pickup === 'yes'),
  },
});

/**
 * The rows as records, in their order: the address line and manager's name by one joined
 * query, the staff, orders and revenue counted by grouped queries (exact, in minor units).
 */
export async function branchRecords(
  db: Executor,
  storeId: string,
  rows: BranchRow[],
): Promise<BranchRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const named = await db
    .select({
      id: branches.id,
      address: addresses,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(branches)
    .leftJoin(addresses, eq(addresses.id, branches.addressId))
    .leftJoin(users, eq(users.id, branches.managerUserId))
    .where(and(eq(branches.storeId, storeId), inArray(branches.id, ids)));
  const staff = await db
    .select({ id: users.branchId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(eq(users.storeId, storeId), eq(users.userType, SUB_USER), inArray(users.branchId, ids)),
    )
    .groupBy(users.branchId);
  const sold = await db
    .select({
      id: orders.branchId,
      count: sql<number>`(count(*) filter (where ${orders.status} <> 'cancelled'))::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.paidAt} is not null), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.branchId, ids)))
    .groupBy(orders.branchId);
  const names = new Map(named.map((row) => [row.id, row]));
  const staffOf = new Map(staff.map((row) => [row.id, Number(row.count)]));
  const soldOf = new Map(sold.map((row) => [row.id, row]));
  return rows.map((row) => {
    const name = names.get(row.id);
    const manager = name ? `${name.firstName ?? ''} ${name.lastName ?? ''}`.trim() : '';
    const figures = soldOf.get(row.id);
    return {
      ...row,
      addressText: name?.address ? `${name.address.label}: ${addressLine(name.address)}` : '',
      managerName: manager || (name?.email ?? ''),
      staffCount: staffOf.get(row.id) ?? 0,
      orderCount: figures ? Number(figures.count) : 0,
      revenue: figures ? BigInt(figures.revenue) : 0n,
    };
  });
}

/**
 * The store's branch `id`; another store's id answers undefined. `lock`: 'update' for a change
 * to it; 'key share' while a sub-user or an order is attached to it, so it cannot be removed
 * or deactivated before that write commits.
 */
export async function findStoreBranch(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update' | 'key share',
): Promise<BranchRow | undefined> {
  const query = db.select().from(branches).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The sub-users who work at the branch, by name. */
export function findBranchStaff(db: Executor, storeId: string, branchId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(
      and(eq(users.storeId, storeId), eq(users.userType, SUB_USER), eq(users.branchId, branchId)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Whether any order or sub-user is attached to the branch (it then may not be removed). */
export async function isBranchInUse(db: Executor, storeId: string, branchId: string) {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.branchId, branchId)))
    .limit(1);
  if (staff) return true;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.branchId, branchId)))
    .limit(1);
  return order !== undefined;
}

/** A user of the store (the main user or a sub-user) by id: a branch's possible manager. */
export async function findStoreUserId(db: Executor, storeId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.id, userId)));
  return row?.id;
}

export async function insertBranch(db: Executor, branch: NewBranch): Promise<BranchRow> {
  const [row] = await db.insert(branches).values(branch).returning();
  if (!row) throw new Error('insert into branches returned nothing');
  return row;
}

export async function updateStoreBranch(
  db: Executor,
  storeId: string,
  id: string,
  changes: BranchChanges,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .update(branches)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteStoreBranch(db: Executor, storeId: string, id: string) {
  await db.delete(branches).where(ofStore(storeId, id));
}

/** The names of the store's branches `ids`, by id (one query). */
export async function branchNamesOf(
  db: Executor,
  storeId: string,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.storeId, storeId), inArray(branches.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
