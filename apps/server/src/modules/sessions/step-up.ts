import type { FastifyRequest } from 'fastify';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { sessionOf } from '../../plugins/auth';
import { hasConfirmedTotp } from '../two-factor/public';
import { findSecondFactorAt } from './devices.repository';

/** How long a code given in a session lets it make grave changes. */
export const STEP_UP_MINUTES = 5;

/**
 * A preHandler for grave changes (a payout or settlement account; later an API key): a user with
 * two-step sign-in must have given a code in this session within the last few minutes (at
 * sign-in or by `POST /security/two-factor/step-up`), else 403 'Enter a code from your
 * authenticator app to continue', which the app answers by asking the code and trying again.
 * A user without two-step sign-in is not asked (the PIN or password of the change still is).
 */
export function createRequireRecentSecondFactor(db: Executor, now: () => Date = () => new Date()) {
  return async function requireRecentSecondFactor(request: FastifyRequest): Promise<void> {
    const session = sessionOf(request);
    if (!(await hasConfirmedTotp(db, session.userId))) return;
    const at = await findSecondFactorAt(db, session.id);
    if (!at || now().getTime() - at.getTime() > STEP_UP_MINUTES * 60_000) {
      throw forbidden(twoFactorMessages.twoFactorStepUpNeeded);
    }
  };
}

export type RequireRecentSecondFactor = ReturnType<typeof createRequireRecentSecondFactor>;
