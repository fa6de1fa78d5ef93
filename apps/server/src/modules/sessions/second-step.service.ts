import type { SignInResponse } from '@olivia/contracts/auth';
import type { TwoFactorSetup } from '@olivia/contracts/two-factor';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Database } from '../../db/client';
import { DomainError, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/secrets';
import { findStoreById, findUserById } from '../accounts/public';
import type { TwoFactorService } from '../two-factor/public';
import { findLiveChallenge, spendChallenge, type ChallengePurpose } from './challenges.repository';
import { recordUserAction } from '../../lib/resource/audit.repository';
import type { ClientInfo, SessionsService } from './sessions.service';

/**
 * The second step of a sign-in whose password was right (ADR 0040): a 'code' challenge completed
 * with a code of the app or a recovery code, or a 'setup' challenge (the store requires two-step
 * sign-in) completed by setting it up. Each opens the session once; a challenge is good for five
 * minutes, and a wrong code leaves it usable (within the code limit) so a typo costs no password.
 */
export function createSecondStepSignIn(deps: {
  db: Database;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  now?: () => Date;
}) {
  const { db, sessions, twoFactor } = deps;
  const now = deps.now ?? (() => new Date());

  async function challenged(token: string, purpose: ChallengePurpose) {
    const challenge = await findLiveChallenge(db, sha256(token), purpose, now());
    const user = challenge && (await findUserById(db, challenge.userId));
    const store = user && (await findStoreById(db, user.storeId));
    if (!challenge || !user || !store || user.disabledAt) {
      throw unauthorized(twoFactorMessages.twoFactorChallengeExpired);
    }
    return { challenge, user, store };
  }

  async function complete(
    found: Awaited<ReturnType<typeof challenged>>,
    client: ClientInfo,
    secondfactor: string,
  ): Promise<SignInResponse> {
    const at = now();
    if (!(await spendChallenge(db, found.challenge.id, at))) {
      throw unauthorized(twoFactorMessages.twoFactorChallengeExpired);
    }
    const answer = await sessions.open(found.user, found.store, client, at);
    await recordUserAction(db, found.user, 'signed_in', { secondfactor });
    return answer;
  }

  return {
    async withCode(body: { challenge: string; code: string }, client: ClientInfo) {
      const found = await challenged(body.challenge, 'code');
      const method = await twoFactor
        .checkSecondFactor(found.user.id, body.code)
        .catch(async (error: unknown) => {
          if (error instanceof DomainError && error.code === 'invalid') {
            await recordUserAction(db, found.user, 'second_factor_failed');
          }
          throw error;
        });
      return complete(found, client, method);
    },

    async startSetup(body: { challenge: string }): Promise<TwoFactorSetup> {
      const { user } = await challenged(body.challenge, 'setup');
      return twoFactor.startSetup(user);
    },

    async confirmSetup(body: { challenge: string; code: string }, client: ClientInfo) {
      const found = await challenged(body.challenge, 'setup');
      const recoverycodes = await twoFactor.confirmSetup(found.user, body.code);
      return { ...(await complete(found, client, 'app')), recoverycodes };
    },
  };
}

export type SecondStepSignIn = ReturnType<typeof createSecondStepSignIn>;
