import { messages, pinLockedMessage, serverErrors } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Database } from '../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { createTurnTakingLimiter, type AttemptKey } from '../attempts/attempt-limiter';
import type { PinHashes } from './pin-hashes';
import { findStaffPin, findUserPin, upgradePinHash } from './pins.repository';

const LOCK_MINUTES = 30;
const policy = { limit: 5, windowMinutes: 24 * 60, lockMinutes: LOCK_MINUTES };

/** The PIN a check is against: a main user's own, or their store's staff PIN (ADR 0039). */
interface PinTarget {
  storeId: string;
  /** Who typed it, for the account log. */
  actorUserId: string;
  hash: string | null;
  attempts: AttemptKey;
  notSet: string;
  lockedAction: 'pin.locked' | 'staffPin.locked';
  entity: { type: 'user' | 'store'; id: string };
}

/**
 * docs/engineering.md#security: one failure counter per PIN for every call that checks it
 * (transfers, the old PIN of a reset, settlements, refunds). The main user's is theirs; the staff
 * PIN's is the store's, shared by every sub-user who types it (ADR 0039), so five sub-users do not
 * get five tries each. Five wrong in a row lock the PIN's use for 30 minutes; a right PIN clears
 * the count. "In a row": the window is a day, so only a success or a lapsed lock starts afresh.
 * The lock is recorded in the account log (`pin.locked`, `staffPin.locked`).
 */
export function createPinCheck(
  db: Database,
  hashes: PinHashes,
  now: () => Date = () => new Date(),
) {
  const attempt = createTurnTakingLimiter(db, now);

  const staffTarget = async (storeId: string, actorUserId: string): Promise<PinTarget> => ({
    storeId,
    actorUserId,
    hash: (await findStaffPin(db, storeId))?.pinHash ?? null,
    attempts: { key: `pin:staff:${storeId}`, policy },
    notSet: messages.staffPinNotSet,
    lockedAction: 'staffPin.locked',
    entity: { type: 'store', id: storeId },
  });

  /** The PIN `userId` types: their own for the main user, the store's staff PIN for a sub-user. */
  async function targetOf(userId: string): Promise<PinTarget | undefined> {
    const user = await findUserPin(db, userId);
    if (!user) return undefined;
    if (user.userType !== MAIN_USER) return staffTarget(user.storeId, user.id);
    return {
      storeId: user.storeId,
      actorUserId: user.id,
      hash: user.pinHash,
      attempts: { key: `pin:user:${user.id}`, policy },
      notSet: serverErrors.pinNotSet,
      lockedAction: 'pin.locked',
      entity: { type: 'user', id: user.id },
    };
  }

  async function check(target: PinTarget, pin: string, field: string): Promise<void> {
    const hash = target.hash;
    if (!hash) throw notFound(target.notSet);
    let rehashed: string | undefined;
    const outcome = await attempt(target.attempts, async () => {
      const match = await hashes.verify(hash, pin);
      if (match.ok) rehashed = match.rehashed;
      return match.ok;
    });
    if (outcome.ok) {
      if (rehashed) await upgradePinHash(db, target.entity, hash, rehashed);
      return;
    }
    if (!outcome.lockedUntil) {
      throw badRequest(messages.incorrectPin, { [field]: [messages.incorrectPin] });
    }
    if (outcome.justLocked) {
      await insertAuditEntry(db, {
        storeId: target.storeId,
        actorUserId: target.actorUserId,
        action: target.lockedAction,
        entityType: target.entity.type,
        entityId: target.entity.id,
        changes: { lockedUntil: { from: null, to: outcome.lockedUntil.toISOString() } },
      });
    }
    throw tooManyRequests(pinLockedMessage(outcome.lockedUntil));
  }

  return {
    /** The hash a new PIN is stored as (ADR 0043). */
    hash: (pin: string) => hashes.hash(pin),

    /**
     * Checks the PIN `userId` types before money moves (a sub-user's is the store's staff PIN),
     * one attempt at a time per PIN in every process (parallel transfers with the right PIN all go
     * through; 50 parallel wrong ones evaluate at most 5). Throws 'Pin not set before' (for a
     * sub-user: the staff PIN is not set), 'Incorrect PIN' for a wrong one, and the lock's end from
     * the fifth wrong one in a row until the lock lapses.
     */
    async verify(userId: string, pin: string, field = 'pin'): Promise<void> {
      const target = await targetOf(userId);
      if (!target) throw notFound(serverErrors.pinNotSet);
      await check(target, pin, field);
    },

    /** The main user's check of the store's current staff PIN (its reset's old PIN). */
    async verifyStaff(storeId: string, actorUserId: string, pin: string, field = 'pin') {
      await check(await staffTarget(storeId, actorUserId), pin, field);
    },

    /** Whether the PIN `userId` types is set (a sub-user's: the store's staff PIN). */
    async isSet(userId: string): Promise<boolean> {
      return Boolean((await targetOf(userId))?.hash);
    },

    /** Whether the main user has set the store's staff PIN. */
    async isStaffSet(storeId: string): Promise<boolean> {
      return Boolean((await findStaffPin(db, storeId))?.pinHash);
    },
  };
}

export type PinCheck = ReturnType<typeof createPinCheck>;
