import { messages, serverErrors } from '@olivia/contracts/messages';
import type { Executor } from '../../db/client';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { verifySecret } from '../../lib/secrets';
import { createAttemptLimiter, type AttemptKey } from '../attempts/attempt-limiter';
import { findUserById, type UserRow } from '../accounts/public';

/**
 * The password of a signed-in user, asked again before a grave change (a new password, deleting
 * the account): the session is real, whoever holds it may not be its owner. Both share one key,
 * so switching between them does not buy more guesses.
 */
const currentPasswordKey = (userId: string): AttemptKey => ({
  key: `old-password:user:${userId}`,
  policy: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
});

export function createCurrentPasswordCheck(db: Executor, now: () => Date = () => new Date()) {
  const attempts = createAttemptLimiter(db, now);

  /**
   * Answers the user when `password` is theirs. An attempt is reserved before the check (ADR
   * 0007): a wrong password keeps it and answers 'wrong password provided'; past the limit the
   * answer is 'Too many attempts' until the lock ends, whatever the password.
   */
  return async function verifyCurrentPassword(userId: string, password: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    const key = currentPasswordKey(user.id);
    const reservation = await attempts.reserve([key]);
    if (!reservation) throw tooManyRequests(messages.tooManyAttempts);
    if (!(await verifySecret(user.passwordHash, password))) {
      throw badRequest(serverErrors.wrongPassword);
    }
    await reservation.succeeded(key);
    return user;
  };
}

export type VerifyCurrentPassword = ReturnType<typeof createCurrentPasswordCheck>;
