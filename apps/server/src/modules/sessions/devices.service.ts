import type { Device } from '@olivia/contracts/two-factor';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { parseDevice } from '../../lib/device';
import { notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import type { TwoFactorService } from '../two-factor/public';
import {
  listLiveSessions,
  markSecondFactor,
  revokeOtherSessions,
  revokeOwnSession,
} from './devices.repository';

/**
 * The signed-in user's devices (their live sessions: browser and system from the user agent,
 * address, last seen, written at most every few seconds by `authenticate`), each signed out on
 * its own or all but this one; and the step-up code that marks this session (ADR 0040).
 */
export function createDevicesService(deps: {
  db: Database;
  twoFactor: TwoFactorService;
  idleMinutes: number;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const record = (tx: Executor, session: Session, verb: string, changes: Record<string, unknown>) =>
    insertAuditEntry(tx, {
      storeId: session.storeId,
      actorUserId: session.userId,
      action: `user.${verb}`,
      entityType: 'user',
      entityId: session.userId,
      changes,
    });

  return {
    async list(session: Session): Promise<Device[]> {
      const at = now();
      const idleSince = new Date(at.getTime() - deps.idleMinutes * 60_000);
      const rows = await listLiveSessions(db, session.userId, at, idleSince);
      return rows.map((row) => ({
        id: row.id,
        ...parseDevice(row.userAgent),
        ip: row.ip,
        signedinat: row.createdAt.toISOString(),
        lastseenat: row.lastUsedAt.toISOString(),
        current: row.id === session.id,
      }));
    },

    /** Another store's or user's session id, or one already ended, answers 404. */
    async signOut(session: Session, id: string) {
      await withTransaction(db, async (tx) => {
        if (!(await revokeOwnSession(tx, session.userId, id, now()))) {
          throw notFound(twoFactorMessages.deviceNotFound);
        }
        await record(tx, session, 'device_signed_out', { session: id });
      });
    },

    async signOutOthers(session: Session) {
      const ended = await withTransaction(db, async (tx) => {
        const count = await revokeOtherSessions(tx, session.userId, session.id, now());
        await record(tx, session, 'other_devices_signed_out', { count });
        return count;
      });
      return ended;
    },

    /** A code given again: this session may make grave changes for the next minutes. */
    async stepUp(session: Session, code: string) {
      const method = await deps.twoFactor.checkSecondFactor(session.userId, code);
      await markSecondFactor(db, session.id, now());
      await record(db, session, 'second_factor_confirmed', { secondfactor: method });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
