import type { SetPinRequestSchema } from '@olivia/contracts/pin';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import type { PinCheck } from './pin-check';
import { updateStoreUser } from '../accounts/public';
import { findUserPin, savePinHash, saveStaffPinHash } from './pins.repository';

type SetPin = z.output<typeof SetPinRequestSchema>;

/**
 * docs/api.md `/agent/utilities/*`: the main user sets their own PIN and the store's staff PIN,
 * which sub-users type (ADR 0039).
 */
export function createPinsService(deps: { db: Database; pinCheck: PinCheck; now?: () => Date }) {
  const { db, pinCheck } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The first PIN is set without an old one; changing it needs the old PIN, checked under the
   * PIN failure counter. Recorded in the account log (`pin.set`, `pin.changed`).
   */
  async function setPin(session: Session, body: SetPin, activatesAgent = false): Promise<void> {
    const user = await findUserPin(db, session.userId);
    if (!user) throw unauthorized();
    const changing = Boolean(user.pinHash);
    if (changing) {
      if (!body.oldpin)
        throw badRequest(messages.oldPinRequired, { oldpin: [messages.oldPinRequired] });
      await pinCheck.verify(user.id, body.oldpin, 'oldpin');
    }
    const hash = pinCheck.hash(body.newpin);
    await withTransaction(db, async (tx) => {
      const at = now();
      await savePinHash(tx, user.id, hash, at);
      if (activatesAgent) await updateStoreUser(tx, session.storeId, user.id, { isAgent: true });
      await insertAuditEntry(tx, {
        storeId: session.storeId,
        actorUserId: user.id,
        action: changing ? 'pin.changed' : 'pin.set',
        entityType: 'user',
        entityId: user.id,
        changes: { pinChangedAt: { from: null, to: at.toISOString() } },
      });
    });
  }

  return {
    /** Whether the PIN the caller types is set; a sub-user's is the staff PIN (ADR 0039). */
    async hasPersonalPin(session: Session) {
      if (!(await pinCheck.isSet(session.userId))) {
        throw notFound(
          session.userType === MAIN_USER ? serverErrors.pinNotSet : messages.staffPinNotSet,
        );
      }
      return { status: 200, message: 'Pin set' };
    },

    /**
     * The main user's own PIN (the endpoint admits the main user only). Outside Nigeria there is
     * no BVN: setting the PIN is the last step of set-up (docs/product/records.md, the verification
     * modal opens at step 1), so it makes the main user an agent (ADR 0011).
     */
    async setPersonalPin(session: Session, body: SetPin) {
      await setPin(session, body, session.currency !== 'NGN');
      return { status: 200, message: messages.pinSetSuccessful };
    },

    /**
     * The store's staff PIN (ADR 0039), which sub-users allowed to move money type: set and reset
     * by the main user only (the endpoint admits the main user). The first is set without an old
     * one ('I haven't set this up before'); changing it needs the current staff PIN, checked under
     * the staff PIN's failure counter. Recorded in the account log (`staffPin.set`,
     * `staffPin.changed`).
     */
    async setStaffPin(session: Session, body: SetPin) {
      const changing = await pinCheck.isStaffSet(session.storeId);
      if (changing) {
        if (!body.oldpin)
          throw badRequest(messages.oldPinRequired, { oldpin: [messages.oldPinRequired] });
        await pinCheck.verifyStaff(session.storeId, session.userId, body.oldpin, 'oldpin');
      }
      const hash = pinCheck.hash(body.newpin);
      await withTransaction(db, async (tx) => {
        const at = now();
        await saveStaffPinHash(tx, session.storeId, hash, at);
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: session.userId,
          action: changing ? 'staffPin.changed' : 'staffPin.set',
          entityType: 'store',
          entityId: session.storeId,
          changes: { staffPinChangedAt: { from: null, to: at.toISOString() } },
        });
      });
      return { status: 200, message: messages.pinSetSuccessful };
    },
  };
}

export type PinsService = ReturnType<typeof createPinsService>;
