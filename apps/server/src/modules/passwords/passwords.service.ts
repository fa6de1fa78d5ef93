import type {
  ChangePasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '@olivia/contracts/auth';
import { INVITE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@olivia/contracts/limits';
import { messages } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { hashSecret, newToken, sha256 } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { findUserByEmail, findUserById, updateStoreUser } from '../accounts/public';
import type { Session } from '../../plugins/auth';
import { revokeUserSessions } from '../sessions/public';
import { createCurrentPasswordCheck } from './current-password';
import {
  consumePasswordReset,
  expireUserResets,
  findPasswordReset,
  insertPasswordReset,
} from './password-resets.repository';

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
  const verifyCurrentPassword = createCurrentPasswordCheck(db, now);
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
   * Why a link cannot be used, in the words the page shows: spent (or replaced by a newer
   * link), out of time, or never issued. Null when it can still be used.
   */
  async function linkProblem(token: string, at: Date): Promise<string | null> {
    const reset = await findPasswordReset(db, sha256(token));
    if (!reset) return messages.resetLinkInvalid;
    if (reset.usedAt) return messages.resetLinkUsed;
    if (reset.expiresAt <= at) return messages.resetLinkExpired;
    return null;
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
      await insertAuditEntry(tx, {
        storeId,
        actorUserId: userId,
        action: 'user.password_changed',
        entityType: 'user',
        entityId: userId,
        changes: { passwordChangedAt: { from: null, to: at.toISOString() } },
      });
      await also?.(tx);
    });
  }

  return {
    async change(session: Session, body: z.output<typeof ChangePasswordRequestSchema>) {
      const user = await verifyCurrentPassword(session.userId, body.oldpassword);
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

    /** Checks a link when its page opens, without spending it. */
    async checkLink(token: string): Promise<void> {
      const problem = await linkProblem(token, now());
      if (problem) throw badRequest(problem);
    },

    async reset(body: z.output<typeof ResetPasswordRequestSchema>) {
      const at = now();
      const reset = await consumePasswordReset(db, sha256(body.token), at);
      if (!reset) throw badRequest((await linkProblem(body.token, at)) ?? messages.resetLinkUsed);
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
