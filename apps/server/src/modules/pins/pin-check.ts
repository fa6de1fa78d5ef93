import { messages, pinLockedMessage, serverErrors } from '@olivia/contracts/messages';
import type { Database } from '../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { verifySecret } from '../../lib/secrets';
import { createTurnTakingLimiter, type AttemptKey } from '../attempts/attempt-limiter';
import { findUserPin } from './pins.repository';

const LOCK_MINUTES = 30;

/**
 * docs/engineering.md#security: one failure counter per user for every call that checks a PIN
 * (transfers, the old PIN of a reset, settlements). Five wrong in a row lock PIN use for 30
 * minutes; a right PIN clears the count. "In a row": the window is a day, so only a success or a
 * lapsed lock starts afresh. The lock and the attempts are recorded in the account log
 * (`pin.locked`).
 */
const pinKey = (userId: string): AttemptKey => ({
  key: `pin:user:${userId}`,
  policy: { limit: 5, windowMinutes: 24 * 60, lockMinutes: LOCK_MINUTES },
});

export function createPinCheck(db: Database, now: () => Date = () => new Date()) {
  const attempt = createTurnTakingLimiter(db, now);

  return {
    /**
     * Checks `pin` against the user's PIN, one attempt at a time per user in every process
     * (parallel transfers with the right PIN all go through; 50 parallel wrong ones evaluate at
     * most 5). Throws 'Pin not set before' when the user has none, 'Incorrect PIN' for a wrong
     * one, and the lock's end from the fifth wrong one in a row until the lock lapses.
     */
    async verify(userId: string, pin: string, field = 'pin'): Promise<void> {
      const user = await findUserPin(db, userId);
      if (!user?.pinHash) throw notFound(serverErrors.pinNotSet);
      const hash = user.pinHash;
      const outcome = await attempt(pinKey(user.id), () => verifySecret(hash, pin));
      if (outcome.ok) return;
      if (!outcome.lockedUntil) {
        throw badRequest(messages.incorrectPin, { [field]: [messages.incorrectPin] });
      }
      if (outcome.justLocked) {
        await insertAuditEntry(db, {
          storeId: user.storeId,
          actorUserId: user.id,
          action: 'pin.locked',
          entityType: 'user',
          entityId: user.id,
          changes: { lockedUntil: { from: null, to: outcome.lockedUntil.toISOString() } },
        });
      }
      throw tooManyRequests(pinLockedMessage(outcome.lockedUntil));
    },

    /** Whether the user has set a PIN. */
    async isSet(userId: string): Promise<boolean> {
      return Boolean((await findUserPin(db, userId))?.pinHash);
    },
  };
}

export type PinCheck = ReturnType<typeof createPinCheck>;
