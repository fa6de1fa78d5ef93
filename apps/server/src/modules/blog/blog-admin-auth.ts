import { blogMessages } from '@olivia/contracts/blog-messages';
import { messages } from '@olivia/contracts/messages';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Database } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets';
import { findUserByEmail } from '../accounts/public';
import { createAttemptLimiter } from '../attempts/attempt-limiter';
import { signInKeys } from '../sessions/sign-in-attempts';
import {
  findLiveBlogAdminSession,
  insertBlogAdminSession,
  revokeBlogAdminSession,
  touchBlogAdminSession,
} from './blog-admin-sessions.repository';

/** Who a live `blogAdmin` cookie names. */
export interface BlogAdminIdentity {
  userId: string;
  /** The admin's own store: their uploads (a post's cover) are kept under it. */
  storeId: string;
  email: string;
  name: string;
}

const TOUCH_EVERY_MS = 5_000;
const decoy = hashSecret('decoy-password-for-blog-admin-timing');

/**
 * The blog admin's sign-in (issue 29): a named Olivia user (BLOG_ADMIN_EMAILS) with their
 * password, throttled with the app's own sign-in (the same account and address counters). The
 * cookie carries a random token; only its hash is stored, so a cookie typed by hand names no
 * session, and signing out revokes it on the server.
 */
export function createBlogAdminAuth(deps: {
  db: Database;
  admins: readonly string[];
  idleMinutes: number;
  absoluteHours: number;
  /** An admin with two-step sign-in on gives a code too (ADR 0040), as at the app's sign-in. */
  hasSecondFactor: (userId: string) => Promise<boolean>;
  checkSecondFactor: (userId: string, code: string) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const attempts = createAttemptLimiter(db, now);
  const admins = new Set(deps.admins.map((email) => email.toLowerCase()));
  const nameOf = (user: { firstName: string; lastName: string }) =>
    `${user.firstName} ${user.lastName}`.trim();

  return {
    isAdmin: (email: string) => admins.has(email.toLowerCase()),

    /**
     * A new session's token and who it is, or 401 (wrong password, or a code due and not given)
     * / 403 (not a blog admin) / 400 (a wrong code).
     */
    async signIn(
      email: string,
      password: string,
      client: { ip: string; userAgent?: string },
      code = '',
    ) {
      const keys = signInKeys(email, client.ip);
      const reservation = await attempts.reserve([keys.account, keys.address]);
      if (!reservation) throw tooManyRequests(messages.tooManyAttempts);
      const user = await findUserByEmail(db, email);
      const valid = await verifySecret(user?.passwordHash ?? (await decoy), password);
      if (!user || !valid || user.disabledAt) throw unauthorized(messages.invalidCredentials);
      await reservation.succeeded(keys.account);
      await reservation.release(keys.address);
      // The password was right (the app's sign-in would say as much); the blog is not theirs.
      if (!admins.has(user.email.toLowerCase())) throw forbidden(blogMessages.blogAdminOnly);
      if (await deps.hasSecondFactor(user.id)) {
        if (code.trim() === '') throw unauthorized(twoFactorMessages.twoFactorStepUpNeeded);
        await deps.checkSecondFactor(user.id, code);
      }
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.absoluteHours * 3_600_000);
      await insertBlogAdminSession(db, {
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: at,
        lastUsedAt: at,
        expiresAt,
      });
      const admin: BlogAdminIdentity = {
        userId: user.id,
        storeId: user.storeId,
        email: user.email,
        name: nameOf(user),
      };
      return { token, expiresAt, admin };
    },

    /** The admin a cookie's token names, or 401: unknown, revoked, idle, expired, no longer listed. */
    async authenticate(token: string | undefined): Promise<BlogAdminIdentity> {
      if (!token || token.length > 200) throw unauthorized(blogMessages.blogAdminOnly);
      const at = now();
      const found = await findLiveBlogAdminSession(db, sha256(token), at);
      const idle = found && at.getTime() - found.lastUsedAt.getTime() > deps.idleMinutes * 60_000;
      if (!found || idle || found.disabledAt || !admins.has(found.email.toLowerCase())) {
        throw unauthorized(blogMessages.blogAdminOnly);
      }
      if (at.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await touchBlogAdminSession(db, found.id, at);
      }
      return {
        userId: found.userId,
        storeId: found.storeId,
        email: found.email,
        name: nameOf(found),
      };
    },

    async signOut(token: string | undefined) {
      if (token && token.length <= 200) await revokeBlogAdminSession(db, sha256(token), now());
    },
  };
}

export type BlogAdminAuth = ReturnType<typeof createBlogAdminAuth>;
