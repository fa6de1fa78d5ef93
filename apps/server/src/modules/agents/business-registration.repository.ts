import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessRegistrations } from '../../db/schema/agents';

export async function findBusinessRegistration(db: Executor, storeId: string) {
  const [row] = await db
    .select()
    .from(businessRegistrations)
    .where(eq(businessRegistrations.storeId, storeId));
  return row;
}

/** One registration per store: answers false when another request recorded one first. */
export async function insertBusinessRegistration(
  db: Executor,
  row: typeof businessRegistrations.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(businessRegistrations)
    .values(row)
    .onConflictDoNothing()
    .returning({ storeId: businessRegistrations.storeId });
  return inserted.length === 1;
}
