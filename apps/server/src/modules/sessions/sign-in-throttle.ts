import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authThrottles } from '../../db/schema/accounts';
import { messages } from '@olivia/contracts/messages';
import { tooManyRequests } from '../../lib/errors';

const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
/** Failures allowed in a window: few per account (guessing), more per address (shared NAT). */
const LIMITS = { account: 5, address: 30 } as const;

type Scope = keyof typeof LIMITS;
const keyOf = (scope: Scope, value: string) => `sign-in:${scope}:${value.toLowerCase()}`;

/** Refuses a sign-in while either its account or its address is locked out. */
export async function assertNotThrottled(
  db: Executor,
  targets: Record<Scope, string>,
  now: Date,
): Promise<void> {
  for (const scope of Object.keys(LIMITS) as Scope[]) {
    const [row] = await db
      .select({ lockedUntil: authThrottles.lockedUntil })
      .from(authThrottles)
      .where(eq(authThrottles.key, keyOf(scope, targets[scope])));
    if (row?.lockedUntil && row.lockedUntil > now) throw tooManyRequests(messages.tooManyAttempts);
  }
}

/** Counts a failure atomically; the failure that reaches the limit starts the lock. */
export async function recordSignInFailure(
  db: Executor,
  targets: Record<Scope, string>,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  for (const scope of Object.keys(LIMITS) as Scope[]) {
    const fresh = sql`${authThrottles.windowStartedAt} < ${windowStart.toISOString()}`;
    await db
      .insert(authThrottles)
      .values({ key: keyOf(scope, targets[scope]), failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          failures: sql`CASE WHEN ${fresh} THEN 1 ELSE ${authThrottles.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${fresh} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottles.windowStartedAt} END`,
          lockedUntil: sql`CASE WHEN NOT ${fresh} AND ${authThrottles.failures} + 1 >= ${LIMITS[scope]}
            THEN ${lockUntil.toISOString()}::timestamptz ELSE ${authThrottles.lockedUntil} END`,
        },
      });
  }
}

export async function clearAccountFailures(db: Executor, email: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, keyOf('account', email)));
}
