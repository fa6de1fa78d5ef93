import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  SplitGroupsQuerySchema,
  SplitPayeesQuerySchema,
  SplitSharesQuerySchema,
} from '@olivia/contracts/split-payments';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { paymentLinks } from '../../db/schema/payment-links';
import {
  splitGroupMembers,
  splitGroups,
  splitPayees,
  splitShares,
} from '../../db/schema/split-payments';
import { payouts } from '../../db/schema/transfers';
import { defineList } from '../../lib/resource/list.repository';

export type SplitPayeeRow = typeof splitPayees.$inferSelect;
export type SplitGroupRow = typeof splitGroups.$inferSelect;
export type SplitMemberRow = typeof splitGroupMembers.$inferSelect;
export type SplitShareRow = typeof splitShares.$inferSelect;

const activeFilter =
  (column: typeof splitPayees.active | typeof splitGroups.active) => (value: 'true' | 'false') =>
    eq(column, value === 'true');

export const storeSplitPayees = defineList(SplitPayeesQuerySchema, {
  table: splitPayees,
  store: splitPayees.storeId,
  id: splitPayees.id,
  sorts: { createdat: splitPayees.createdAt, name: splitPayees.name, paidout: splitPayees.paidOut },
  search: [splitPayees.name, splitPayees.accountName, splitPayees.accountNumber, splitPayees.email],
  filters: { active: activeFilter(splitPayees.active) },
});

export const storeSplitGroups = defineList(SplitGroupsQuerySchema, {
  table: splitGroups,
  store: splitGroups.storeId,
  id: splitGroups.id,
  sorts: {
    createdat: splitGroups.createdAt,
    name: splitGroups.name,
    payments: splitGroups.payments,
  },
  search: [splitGroups.name],
  filters: { active: activeFilter(splitGroups.active) },
});

export const storeSplitShares = defineList(SplitSharesQuerySchema, {
  table: splitShares,
  store: splitShares.storeId,
  id: splitShares.id,
  sorts: { createdat: splitShares.createdAt, net: splitShares.net },
  search: [splitShares.paymentReference, splitShares.description],
  filters: {
    groupid: (id) => eq(splitShares.groupId, id),
    payeeid: (id) => eq(splitShares.payeeId, id),
    status: (status) =>
      status === 'held'
        ? sql`${splitShares.held} and ${splitShares.batchId} is null`
        : status === 'pending'
          ? sql`${splitShares.payoutRef} is not null and exists (select 1 from ${payouts} where ${payouts.ref} = ${splitShares.payoutRef} and ${payouts.status} = 'pending')`
          : sql`exists (select 1 from ${payouts} where ${payouts.ref} = ${splitShares.payoutRef} and ${payouts.status} = ${status})`,
  },
});

export async function findStorePayee(db: Executor, storeId: string, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(splitPayees)
    .where(and(eq(splitPayees.storeId, storeId), eq(splitPayees.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertPayee(db: Executor, payee: typeof splitPayees.$inferInsert) {
  const [row] = await db.insert(splitPayees).values(payee).returning();
  if (!row) throw new Error('split payee insert returned no row');
  return row;
}

export async function updatePayee(
  db: Executor,
  id: string,
  change: Partial<typeof splitPayees.$inferInsert>,
) {
  const [row] = await db
    .update(splitPayees)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(splitPayees.id, id))
    .returning();
  if (!row) throw new Error('a locked split payee vanished');
  return row;
}

export const deletePayee = (db: Executor, id: string) =>
  db.delete(splitPayees).where(eq(splitPayees.id, id));

/** How many groups each payee is in. */
export async function groupCounts(db: Executor, payeeIds: string[]) {
  if (payeeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ payeeId: splitGroupMembers.payeeId, groups: count() })
    .from(splitGroupMembers)
    .where(inArray(splitGroupMembers.payeeId, payeeIds))
    .groupBy(splitGroupMembers.payeeId);
  return new Map(rows.map((row) => [row.payeeId, row.groups]));
}

export async function hasShares(db: Executor, column: 'payee' | 'group', id: string) {
  const [row] = await db
    .select({ id: splitShares.id })
    .from(splitShares)
    .where(eq(column === 'payee' ? splitShares.payeeId : splitShares.groupId, id))
    .limit(1);
  return row !== undefined;
}

export async function findStoreGroup(db: Executor, storeId: string, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(splitGroups)
    .where(and(eq(splitGroups.storeId, storeId), eq(splitGroups.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The store's group that splits storefront orders, if one is active. */
export async function findStorefrontGroup(db: Executor, storeId: string) {
  const [row] = await db
    .select()
    .from(splitGroups)
    .where(
      and(
        eq(splitGroups.storeId, storeId),
        eq(splitGroups.storefront, true),
        eq(splitGroups.active, true),
      ),
    );
  return row;
}

export async function insertGroup(db: Executor, group: typeof splitGroups.$inferInsert) {
  const [row] = await db.insert(splitGroups).values(group).returning();
  if (!row) throw new Error('split group insert returned no row');
  return row;
}

export async function updateGroup(
  db: Executor,
  id: string,
  change: Partial<typeof splitGroups.$inferInsert>,
) {
  const [row] = await db
    .update(splitGroups)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(splitGroups.id, id))
    .returning();
  if (!row) throw new Error('a locked split group vanished');
  return row;
}

/** Takes the storefront off the store's other groups (one group splits it). */
export async function clearStorefront(db: Executor, storeId: string, except: string | null) {
  await db
    .update(splitGroups)
    .set({ storefront: false })
    .where(
      and(
        eq(splitGroups.storeId, storeId),
        eq(splitGroups.storefront, true),
        except ? sql`${splitGroups.id} <> ${except}` : undefined,
      ),
    );
}

export const deleteGroup = (db: Executor, id: string) =>
  db.delete(splitGroups).where(eq(splitGroups.id, id));

export async function replaceMembers(
  db: Executor,
  groupId: string,
  members: { payeeId: string; share: bigint }[],
) {
  await db.delete(splitGroupMembers).where(eq(splitGroupMembers.groupId, groupId));
  if (members.length === 0) return;
  await db
    .insert(splitGroupMembers)
    .values(members.map((member, position) => ({ groupId, ...member, position })));
}

/** The members of groups, with their payees, in each group's order. */
export async function membersOf(db: Executor, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ member: splitGroupMembers, payee: splitPayees })
    .from(splitGroupMembers)
    .innerJoin(splitPayees, eq(splitPayees.id, splitGroupMembers.payeeId))
    .where(inArray(splitGroupMembers.groupId, groupIds))
    .orderBy(asc(splitGroupMembers.groupId), asc(splitGroupMembers.position));
}

/** How many links and invoices use each group. */
export async function usesOf(db: Executor, groupIds: string[]) {
  const uses = new Map<string, { links: number; invoices: number }>();
  if (groupIds.length === 0) return uses;
  const [links, bills] = await Promise.all([
    db
      .select({ id: paymentLinks.splitGroupId, n: count() })
      .from(paymentLinks)
      .where(inArray(paymentLinks.splitGroupId, groupIds))
      .groupBy(paymentLinks.splitGroupId),
    db
      .select({ id: invoices.splitGroupId, n: count() })
      .from(invoices)
      .where(inArray(invoices.splitGroupId, groupIds))
      .groupBy(invoices.splitGroupId),
  ]);
  const countOf = (rows: { id: string | null; n: number }[], id: string) =>
    rows.find((row) => row.id === id)?.n ?? 0;
  for (const id of groupIds) {
    uses.set(id, { links: countOf(links, id), invoices: countOf(bills, id) });
  }
  return uses;
}

export async function insertShare(db: Executor, share: typeof splitShares.$inferInsert) {
  const [row] = await db.insert(splitShares).values(share).onConflictDoNothing().returning();
  return row;
}

export const sharesOfPayment = (db: Executor, paymentReference: string) =>
  db.select().from(splitShares).where(eq(splitShares.paymentReference, paymentReference));

/** The payouts' states of shares, by payout ref. */
export async function payoutStates(db: Executor, refs: string[]) {
  if (refs.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ ref: payouts.ref, status: payouts.status })
    .from(payouts)
    .where(inArray(payouts.ref, refs));
  return new Map(rows.map((row) => [row.ref, row.status]));
}

export async function addOwed(db: Executor, payeeId: string, amount: bigint) {
  await db
    .update(splitPayees)
    .set({ owed: sql`${splitPayees.owed} + ${amount}` })
    .where(eq(splitPayees.id, payeeId));
}

/** A link's or an invoice's split: the store's own, active group (undefined otherwise). */
export async function findActiveStoreGroup(db: Executor, storeId: string, id: string) {
  const group = await findStoreGroup(db, storeId, id);
  return group?.active ? group : undefined;
}

export async function lockPayee(db: Executor, id: string) {
  const [row] = await db.select().from(splitPayees).where(eq(splitPayees.id, id)).for('update');
  return row;
}

/** A share paid: what was withheld repays what the payee owed; the net counts as paid out. */
export async function recordPayeeShare(db: Executor, id: string, withheld: bigint, net: bigint) {
  await db
    .update(splitPayees)
    .set({
      owed: sql`${splitPayees.owed} - ${withheld}`,
      paidOut: sql`${splitPayees.paidOut} + ${net}`,
    })
    .where(eq(splitPayees.id, id));
}

export async function countGroupPayment(db: Executor, id: string, paidOut: bigint) {
  await db
    .update(splitGroups)
    .set({
      payments: sql`${splitGroups.payments} + 1`,
      paidOut: sql`${splitGroups.paidOut} + ${paidOut}`,
    })
    .where(eq(splitGroups.id, id));
}

/** The names of payees and groups, by id (the shares list). */
export async function namesOf(db: Executor, payeeIds: string[], groupIds: string[]) {
  const [payees, groups] = await Promise.all([
    payeeIds.length === 0
      ? []
      : db
          .select({ id: splitPayees.id, name: splitPayees.name })
          .from(splitPayees)
          .where(inArray(splitPayees.id, payeeIds)),
    groupIds.length === 0
      ? []
      : db
          .select({ id: splitGroups.id, name: splitGroups.name })
          .from(splitGroups)
          .where(inArray(splitGroups.id, groupIds)),
  ]);
  return {
    payee: new Map(payees.map((row) => [row.id, row.name])),
    group: new Map(groups.map((row) => [row.id, row.name])),
  };
}
