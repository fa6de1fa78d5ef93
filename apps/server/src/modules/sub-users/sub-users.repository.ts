import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { SUB_USER } from '@olivia/contracts/roles';
import { SubUsersQuerySchema, type SubUserStatus } from '@olivia/contracts/sub-users';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { defineList } from '../../lib/resource/list.repository';

export type SubUserRow = typeof users.$inferSelect;
type NewSubUser = Omit<typeof users.$inferInsert, 'userType'>;
type SubUserChanges = Partial<Omit<NewSubUser, 'storeId' | 'email'>>;

/**
 * A sub-user's status is derived from two stored facts (ADR 0008): `disabled_at` (set while
 * disabled) wins over `invite_pending` (invited, no password chosen yet).
 */
export function subUserStatus(
  row: Pick<SubUserRow, 'disabledAt' | 'invitePending'>,
): SubUserStatus {
  if (row.disabledAt) return 'disabled';
  return row.invitePending ? 'invited' : 'active';
}

/** The same rule in SQL, for sorting and filtering. */
const statusSql = sql`CASE WHEN ${users.disabledAt} IS NOT NULL THEN 'disabled'
  WHEN ${users.invitePending} THEN 'invited' ELSE 'active' END`;
const statusIs: Record<SubUserStatus, SQL | undefined> = {
  disabled: isNotNull(users.disabledAt),
  invited: and(isNull(users.disabledAt), eq(users.invitePending, true)),
  active: and(isNull(users.disabledAt), eq(users.invitePending, false)),
};

const ofStore = (storeId: string, id: string) =>
  and(eq(users.storeId, storeId), eq(users.id, id), eq(users.userType, SUB_USER));

/** A store's sub-users: a small list, so searched column by column and counted. */
export const storeSubUsers = defineList(SubUsersQuerySchema, {
  table: users,
  store: users.storeId,
  id: users.id,
  scope: eq(users.userType, SUB_USER),
  sorts: {
    createdat: users.createdAt,
    firstname: users.firstName,
    lastname: users.lastName,
    email: users.email,
    status: statusSql,
  },
  search: [users.firstName, users.lastName, users.email, users.phone],
  filters: {
    status: (status) => statusIs[status],
    branch: (branch) => eq(users.branchId, branch),
  },
});

/** The store's sub-user, locked for a change when `lock` (inside a transaction). */
export async function findStoreSubUser(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<SubUserRow | undefined> {
  const query = db.select().from(users).where(ofStore(storeId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertSubUser(db: Executor, user: NewSubUser): Promise<SubUserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, userType: SUB_USER })
    .returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateStoreSubUser(
  db: Executor,
  storeId: string,
  id: string,
  changes: SubUserChanges,
): Promise<SubUserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deleteStoreSubUser(db: Executor, storeId: string, id: string): Promise<void> {
  await db.delete(users).where(ofStore(storeId, id));
}
