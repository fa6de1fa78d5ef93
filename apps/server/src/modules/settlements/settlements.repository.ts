import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settlementAccounts } from '../../db/schema';

export type SettlementAccountRow = typeof settlementAccounts.$inferSelect;
type AccountFields = Omit<typeof settlementAccounts.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findSettlementAccount(
  db: Executor,
  storeId: string,
): Promise<SettlementAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(settlementAccounts)
    .where(eq(settlementAccounts.storeId, storeId));
  return row;
}

/** One account per store: set up, or replaced by an edit (its `created_at` kept). */
export async function saveSettlementAccount(db: Executor, fields: AccountFields): Promise<void> {
  await db
    .insert(settlementAccounts)
    .values(fields)
    .onConflictDoUpdate({
      target: settlementAccounts.storeId,
      set: { ...fields, updatedAt: sql`now()` },
    });
}
