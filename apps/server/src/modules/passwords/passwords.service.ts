import type {
  ChangePasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '@olivia/contracts/auth';
import { INVITE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@olivia/contracts/limits';
import { messages, serverErrors } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { createAttemptLimiter, type AttemptKey } from '../attempts/attempt-limiter';
import { findUserByEmail, findUserById, updateStoreUser } from '../accounts/users.repository';
import type { Session } from '../../plugins/auth';
import { revokeUserSessions } from '../sessions/sessions.repository';
import {
  consumePasswordReset,
  expireUserResets,
  insertPasswordReset,
} from './password-resets.repository';

/** The old password of a change: the session is real, whoever holds it may not be its owner. */
const oldPasswordKey = (userId: string): AttemptKey => ({
  key: `old-password:user:${userId}`,
  policy: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
});

export function createPasswordsService(options: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Where a recovery that fails after its answer is reported. */
  log: { error(details: object, message: string): void };
  now?: () => Date;
}) {
  const { db, mailer, appUrl } = options;
  const now = options.now ?? (() => new Date());
  const attempts = createAttemptLimiter(db, now);
  const recoveriesInFlight = new Set<Promise<void>>();

  async function sendResetLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    const at = now();
    await insertPasswordReset(db, {
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    const link = `${appUrl}/reset-password?token=${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Olivia password',
      body:
        `Hi ${user.firstName},\n\nSomeone asked to reset the password of your Olivia account. ` +
        `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one:\n\n${link}\n\n` +
        'If it was not you, ignore this e-mail: your password stays as it is.',
    });
  }

  /**
   * A new password ends every session of the user, this one included, and settles a pending
   * invitation; `also` joins the same transaction.
   */
  async function setPassword(
    storeId: string,
    userId: string,
    password: string,
    also?: (tx: Executor) => Promise<void>,
  ) {
    const passwordHash = await hashSecret(password);
    const at = now();
    await db.transaction(async (tx) => {
      await updateStoreUser(tx, storeId, userId, {
        passwordHash,
        passwordChangedAt: at,
        invitePending: false,
      });
      await revokeUserSessions(tx, userId, at);
      await also?.(tx);
    });
  }

  return {
    async change(session: Session, body: z.output<typeof ChangePasswordRequestSchema>) {
      const user = await findUserById(db, session.userId);
      if (!user) throw unauthorized();
      const key = oldPasswordKey(user.id);
      if (await attempts.reserve([key])) throw tooManyRequests(messages.tooManyAttempts);
      if (!(await verifySecret(user.passwordHash, body.oldpassword))) {
        throw badRequest(serverErrors.wrongPassword);
      }
      await attempts.clear(key);
      await setPassword(session.storeId, user.id, body.newpassword);
    },

    /**
     * Sends a one-time link after the answer, so a known and an unknown e-mail answer alike and
     * in the same time.
     */
    recover(email: string): void {
      const job: Promise<void> = sendResetLink(email)
        .catch((error: unknown) => options.log.error({ err: error }, 'password recovery failed'))
        .finally(() => recoveriesInFlight.delete(job));
      recoveriesInFlight.add(job);
    },

    /**
     * Invites a sub-user in the caller's unit of work: earlier links stop working, a new
     * set-password link valid INVITE_TTL_HOURS is stored, and it is e-mailed after the commit.
     * Choosing the password through that link (`reset`) makes the account active.
     */
    async invite(unit: UnitOfWork, user: { id: string; email: string; firstName: string }) {
      const token = newToken();
      const at = now();
      await expireUserResets(unit.tx, user.id, at);
      await insertPasswordReset(unit.tx, {
        userId: user.id,
        tokenHash: sha256(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITE_TTL_HOURS * 3_600_000),
      });
      const link = `${appUrl}/reset-password?token=${token}`;
      unit.afterCommit(() =>
        mailer.send({
          to: user.email,
          subject: 'You are invited to Olivia',
          body:
            `Hi ${user.firstName},\n\nYou have been invited to help run a store on Olivia. ` +
            `Open this link within ${INVITE_TTL_HOURS} hours to choose your password:\n\n${link}\n\n` +
            'If you did not expect this invitation, ignore this e-mail.',
        }),
      );
    },

    /** Resolves when every recovery sent so far is done (graceful shutdown waits for it). */
    async settled(): Promise<void> {
      await Promise.all(recoveriesInFlight);
    },

    async reset(body: z.output<typeof ResetPasswordRequestSchema>) {
      const at = now();
      const reset = await consumePasswordReset(db, sha256(body.token), at);
      if (!reset || reset.expiresAt < at) throw badRequest(messages.resetLinkInvalid);
      const user = await findUserById(db, reset.userId);
      if (!user) throw badRequest(messages.resetLinkInvalid);
      await setPassword(user.storeId, user.id, body.password, async (tx) => {
        if (!user.invitePending) return;
        await insertAuditEntry(tx, {
          storeId: user.storeId,
          actorUserId: user.id,
          action: 'sub_user.invite_accepted',
          entityType: 'sub_user',
          entityId: user.id,
          changes: { invitePending: { from: true, to: false } },
        });
      });
      await expireUserResets(db, user.id, at);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
