import type { SignInRequestSchema, SignInResponse } from '@olivia/contracts/auth';
import type { SecondFactorChallenge } from '@olivia/contracts/two-factor';
import { currencySymbols, type Currency } from '@olivia/contracts/currencies';
import { messages } from '@olivia/contracts/messages';
import { SUB_USER, type UserType } from '@olivia/contracts/roles';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { insertAuditEntry, recordUserAction } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets';
import { findStoreById, findUserByEmail, type StoreRow, type UserRow } from '../accounts/public';
import {
  prepareLiveSessionLookup,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessions.repository';
import { createAttemptLimiter } from '../attempts/attempt-limiter';
import { hasConfirmedTotp } from '../two-factor/public';
import { insertChallenge, type ChallengePurpose } from './challenges.repository';
import { signInKeys } from './sign-in-attempts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/**
 * Last use is written at most this often, so a burst of reads is not a burst of writes; the idle
 * rule is therefore exact to within these few seconds.
 */
const TOUCH_EVERY_MS = 5_000;
/** How long the second step of a sign-in may take (ADR 0040). */
const CHALLENGE_SECONDS = 300;
/** Verified against when the e-mail is unknown, so both failures take the same time. */
const decoy = hashSecret('decoy-password-for-timing');

export function createSessionsService(db: Database, policy: SessionPolicy, now = () => new Date()) {
  const attempts = createAttemptLimiter(db, now);
  const findLiveSession = prepareLiveSessionLookup(db);
  /** A session for `user`; `secondFactorAt` when a code of their app opened it. */
  async function open(
    user: UserRow,
    store: StoreRow,
    client: ClientInfo,
    secondFactorAt: Date | null = null,
  ): Promise<SignInResponse> {
    const token = newToken();
    const at = now();
    await insertSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      storeId: store.id,
      createdAt: at,
      lastUsedAt: at,
      absoluteExpiresAt: new Date(at.getTime() + policy.absoluteHours * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      secondFactorAt,
    });
    return toSignInResponse(user, store, token);
  }

  /** A half-done sign-in waiting for its second step: only its token's hash is kept. */
  async function challenge(userId: string, purpose: ChallengePurpose) {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + CHALLENGE_SECONDS * 1000);
    await insertChallenge(db, { tokenHash: sha256(token), userId, purpose, expiresAt });
    const answer: SecondFactorChallenge = {
      secondfactor: purpose,
      challenge: token,
      expiresin: CHALLENGE_SECONDS,
    };
    return answer;
  }

  return {
    open,

    async signIn(body: z.output<typeof SignInRequestSchema>, client: ClientInfo) {
      const keys = signInKeys(body.username, client.ip);
      const reservation = await attempts.reserve([keys.account, keys.address]);
      if (!reservation) throw tooManyRequests(messages.tooManyAttempts);
      const user = await findUserByEmail(db, body.username);
      const valid = await verifySecret(user?.passwordHash ?? (await decoy), body.password);
      // A disabled account answers as a wrong password does, after the same work (no enumeration).
      // A known account's failure goes in its store's log (the attempt limiter bounds how many).
      if (!user || !valid || user.disabledAt) {
        if (user) await recordUserAction(db, user, 'sign_in_failed');
        throw unauthorized(messages.invalidCredentials);
      }
      await reservation.succeeded(keys.account);
      await reservation.release(keys.address);
      const store = await findStoreById(db, user.storeId);
      if (!store) throw unauthorized(messages.invalidCredentials);
      // The password was right; a user with two-step sign-in (or a sub-user whose store requires
      // it) goes on to the second step, which opens the session (ADR 0040).
      if (await hasConfirmedTotp(db, user.id)) return challenge(user.id, 'code');
      if (store.requireTwoFactor && user.userType === SUB_USER) return challenge(user.id, 'setup');
      const answer = await open(user, store, client);
      await recordUserAction(db, user, 'signed_in');
      return answer;
    },

    /** The session a token and systemid name, or 401 'Tokens Does Not Exist....'. */
    async authenticate(token: string | undefined, systemId: string | undefined): Promise<Session> {
      if (!token || !systemId || token.length > 200) throw unauthorized();
      const found = await findLiveSession(sha256(token));
      const at = now();
      if (!found || found.store.systemId !== systemId || found.user.disabledAt)
        throw unauthorized();
      const idleDeadline = found.session.lastUsedAt.getTime() + policy.idleMinutes * 60_000;
      if (at.getTime() > idleDeadline || at > found.session.absoluteExpiresAt) throw unauthorized();
      if (at.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await touchSession(db, found.session.id, at);
      }
      return {
        id: found.session.id,
        userId: found.user.id,
        storeId: found.store.id,
        systemId: found.store.systemId,
        userType: found.user.userType as UserType,
        currency: found.store.currency as Currency,
        storeName: found.store.name,
        logoUrl: found.store.logoUrl,
        viewBalance: found.user.viewBalance,
        passwordChangedAt: found.user.passwordChangedAt,
      };
    },

    async signOut(session: Session) {
      await revokeSession(db, session.id, now());
      await insertAuditEntry(db, {
        storeId: session.storeId,
        actorUserId: session.userId,
        action: 'user.signed_out',
        entityType: 'user',
        entityId: session.userId,
        changes: {},
      });
    },

    /** Ends every session of a user (disabled, removed), in the caller's transaction if given. */
    endAllOf: (userId: string, tx: Executor = db) => revokeUserSessions(tx, userId, now()),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function toSignInResponse(user: UserRow, store: StoreRow, token: string): SignInResponse {
  const currency = store.currency as Currency;
  return {
    userCategory: user.userType as UserType,
    systemid: store.systemId,
    token,
    isAgent: user.isAgent,
    setup: { controlchat: store.controlChat, viewbalance: user.viewBalance },
    isVerified: store.isVerified,
    curSymbol: currencySymbols[currency],
    curAbbre: currency,
    logourl: store.logoUrl,
    url: store.slug,
    staticaccountname: store.staticAccountName,
    staticaccountbank: store.staticAccountBank,
    staticaccountnumber: store.staticAccountNumber,
    firstname: user.firstName,
    businessname: store.name,
    email: user.email,
    allowsubusertransfer: user.allowSubUserTransfer,
  };
}
