import QRCode from 'qrcode';
import { MAIN_USER, SUB_USER } from '@olivia/contracts/roles';
import type { TwoFactorSetup, TwoFactorStatus } from '@olivia/contracts/two-factor';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import type { DataKeys } from '../../lib/data-keys';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { insertAuditEntry, recordUserAction } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import {
  findStoreById,
  findUserById,
  setStoreTwoFactorRequirement,
  type UserRow,
} from '../accounts/public';
import { newRecoveryCodeSet } from './recovery-code-hashes';
import { createSecondFactorCheck } from './second-factor-check';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import {
  confirmTotp,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotp,
  hasConfirmedTotp,
  replaceRecoveryCodes,
  savePendingTotp,
} from './two-factor.repository';

export interface TwoFactorDeps {
  db: Database;
  dataKeys: DataKeys;
  /** The password check of grave changes (passwords module), limited as sign-in is. */
  verifyCurrentPassword: (userId: string, password: string) => Promise<UserRow>;
  /** Ends the sessions of the store's sub-users without two-step sign-in (sessions module). */
  endUnprotectedSubUserSessions: (tx: Executor, storeId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Two-step sign-in with an authenticator app (ADR 0040): set up (a secret, confirmed by a first
 * code, then ten recovery codes shown once), turned off with the password and a code, new
 * recovery codes for a code, and the main user's requirement of it for sub-users. The secret is
 * sealed with the data key and leaves the server only while it is being set up.
 */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, dataKeys } = deps;
  const now = deps.now ?? (() => new Date());
  const checkSecondFactor = createSecondFactorCheck(db, dataKeys, now);

  async function userOf(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function startSetup(user: UserRow): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const saved = await savePendingTotp(db, {
      userId: user.id,
      storeId: user.storeId,
      secretSealed: dataKeys.seal(secret),
      at: now(),
    });
    if (!saved) throw conflict(twoFactorMessages.twoFactorAlreadyOn);
    const url = otpauthUrl(secret, user.email);
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthurl: url,
      qrcode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** The first code of a pending secret turns it on; answers the recovery codes, once. */
  async function confirmSetup(user: UserRow, code: string): Promise<string[]> {
    const totp = await findTotp(db, user.id);
    if (!totp) throw badRequest(twoFactorMessages.twoFactorNotStarted);
    if (totp.confirmedAt) throw conflict(twoFactorMessages.twoFactorAlreadyOn);
    const step = await matchTotp(dataKeys.open(totp.secretSealed), code, now(), null);
    if (step === null) throw badRequest(twoFactorMessages.twoFactorCodeWrong);
    const { codes, hashes } = await newRecoveryCodeSet();
    await withTransaction(db, async (tx) => {
      if (!(await confirmTotp(tx, user.id, step, now()))) {
        throw conflict(twoFactorMessages.twoFactorAlreadyOn);
      }
      await replaceRecoveryCodes(tx, user.id, hashes);
      await recordUserAction(tx, user, 'two_factor_enabled');
    });
    return codes;
  }

  return {
    checkSecondFactor,
    startSetup,
    confirmSetup,

    async status(session: Session): Promise<TwoFactorStatus> {
      const [totp, left, store] = await Promise.all([
        findTotp(db, session.userId),
        countUnusedRecoveryCodes(db, session.userId),
        findStoreById(db, session.storeId),
      ]);
      const enabledAt = totp?.confirmedAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledat: enabledAt?.toISOString() ?? null,
        recoverycodesleft: enabledAt ? left : 0,
        required: store?.requireTwoFactor ?? false,
      };
    },

    startSetupFor: async (session: Session) => startSetup(await userOf(session.userId)),
    confirmSetupFor: async (session: Session, code: string) =>
      confirmSetup(await userOf(session.userId), code),

    /** Off, with the password and a code; a sub-user whose store requires it cannot. */
    async disable(session: Session, body: { password: string; code: string }) {
      const store = await findStoreById(db, session.storeId);
      if (session.userType === SUB_USER && store?.requireTwoFactor) {
        throw forbidden(twoFactorMessages.twoFactorRequiredByStore);
      }
      const user = await deps.verifyCurrentPassword(session.userId, body.password);
      const method = await checkSecondFactor(user.id, body.code);
      await withTransaction(db, async (tx) => {
        await deleteTotp(tx, user.id);
        await recordUserAction(tx, user, 'two_factor_disabled', { secondfactor: method });
      });
    },

    /** New recovery codes for a code; the old ones stop working. */
    async newRecoveryCodes(session: Session, code: string): Promise<string[]> {
      const user = await userOf(session.userId);
      const method = await checkSecondFactor(user.id, code);
      const { codes, hashes } = await newRecoveryCodeSet();
      await withTransaction(db, async (tx) => {
        await replaceRecoveryCodes(tx, user.id, hashes);
        await recordUserAction(tx, user, 'recovery_codes_renewed', { secondfactor: method });
      });
      return codes;
    },

    /**
     * The main user's switch: every sub-user must use two-step sign-in. The main user turns it on
     * for themselves first; turning the requirement on signs out the sub-users without it, who
     * set it up at their next sign-in.
     */
    async setRequirement(session: Session, required: boolean) {
      if (session.userType !== MAIN_USER) throw forbidden();
      if (required && !(await hasConfirmedTotp(db, session.userId))) {
        throw conflict(twoFactorMessages.twoFactorSetUpYourselfFirst);
      }
      await withTransaction(db, async (tx) => {
        await setStoreTwoFactorRequirement(tx, session.storeId, required);
        if (required) await deps.endUnprotectedSubUserSessions(tx, session.storeId);
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: session.userId,
          action: required ? 'store.two_factor_required' : 'store.two_factor_not_required',
          entityType: 'store',
          entityId: session.storeId,
          changes: {},
        });
      });
      return { required };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
