import { messages } from '@olivia/contracts/messages';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Executor } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors';
import { verifySecret } from '../../lib/secrets';
import { createAttemptLimiter, type AttemptKey } from '../attempts/attempt-limiter';
import { looksLikeRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';
import {
  claimTotpStep,
  findTotp,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from './two-factor.repository';

/** How the second factor was given: a code of the app, or one of the recovery codes. */
export type SecondFactorMethod = 'app' | 'recovery_code';

/**
 * Codes are guessable (a million of them), so they are limited as passwords are (ADR 0007): five
 * per user in 15 minutes, reserved before the check, whichever call asks (sign-in, step-up,
 * turning it off, new recovery codes).
 */
const codeKey = (userId: string): AttemptKey => ({
  key: `second-factor:user:${userId}`,
  policy: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
});

/**
 * Checks a second factor of a user whose two-step sign-in is on: a code of the app not accepted
 * before (its time step is spent in the same statement that checks it), or an unused recovery
 * code (spent likewise). Answers how it was given; a wrong, replayed or spent code answers 400,
 * and past the limit 429 whatever the code.
 */
export function createSecondFactorCheck(
  db: Executor,
  dataKeys: DataKeys,
  now: () => Date = () => new Date(),
) {
  const attempts = createAttemptLimiter(db, now);

  async function recoveryCodeMatches(userId: string, typed: string): Promise<boolean> {
    const code = normaliseRecoveryCode(typed);
    for (const row of await unusedRecoveryCodes(db, userId)) {
      if (await verifySecret(row.codeHash, code)) return spendRecoveryCode(db, row.id, now());
    }
    return false;
  }

  async function appCodeMatches(userId: string, code: string): Promise<boolean> {
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) return false;
    const step = await matchTotp(dataKeys.open(totp.secretSealed), code, now(), totp.lastUsedStep);
    return step !== null && claimTotpStep(db, userId, step);
  }

  return async function checkSecondFactor(
    userId: string,
    typed: string,
  ): Promise<SecondFactorMethod> {
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) throw conflict(twoFactorMessages.twoFactorOff);
    const key = codeKey(userId);
    const reservation = await attempts.reserve([key]);
    if (!reservation) throw tooManyRequests(messages.tooManyAttempts);
    const code = typed.replace(/\s/g, '');
    const method: SecondFactorMethod = looksLikeRecoveryCode(typed) ? 'recovery_code' : 'app';
    const right =
      method === 'recovery_code'
        ? await recoveryCodeMatches(userId, typed)
        : await appCodeMatches(userId, code);
    if (!right) throw badRequest(twoFactorMessages.twoFactorCodeWrong);
    await reservation.succeeded(key);
    return method;
  };
}

export type CheckSecondFactor = ReturnType<typeof createSecondFactorCheck>;
