import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogAdminSessions, users } from '../../db/schema';

export async function insertBlogAdminSession(
  db: Executor,
  session: typeof blogAdminSessions.$inferInsert,
) {
  await db.insert(blogAdminSessions).values(session);
}

/** The live session a token's hash names, with its user's e-mail and name. */
export async function findLiveBlogAdminSession(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .select({
      id: blogAdminSessions.id,
      lastUsedAt: blogAdminSessions.lastUsedAt,
      userId: users.id,
      storeId: users.storeId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      disabledAt: users.disabledAt,
    })
    .from(blogAdminSessions)
    .innerJoin(users, eq(users.id, blogAdminSessions.userId))
    .where(
      and(
        eq(blogAdminSessions.tokenHash, tokenHash),
        isNull(blogAdminSessions.revokedAt),
        gt(blogAdminSessions.expiresAt, at),
      ),
    );
  return row;
}

export async function touchBlogAdminSession(db: Executor, id: string, at: Date) {
  await db.update(blogAdminSessions).set({ lastUsedAt: at }).where(eq(blogAdminSessions.id, id));
}

export async function revokeBlogAdminSession(db: Executor, tokenHash: string, at: Date) {
  await db
    .update(blogAdminSessions)
    .set({ revokedAt: at })
    .where(and(eq(blogAdminSessions.tokenHash, tokenHash), isNull(blogAdminSessions.revokedAt)));
}
