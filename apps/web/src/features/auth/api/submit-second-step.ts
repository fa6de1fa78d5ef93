// First: zod must be configured before any module builds a schema (see zod-config.ts).
import '../../../lib/zod-config';
import { signInStepEndpoints } from '@olivia/contracts/sign-in-step-endpoints';
import type { TwoFactorSetup } from '@olivia/contracts/two-factor';
import '@olivia/contracts/two-factor-messages';
import i18n from 'i18next';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';

export type SecondStepOutcome<T = void> =
  { ok: true; value: T } | { ok: false; message: string; restart: boolean };

/** Runs a call of the second step; a failure comes back worded (401: the challenge is over). */
async function attempt<T>(call: () => Promise<T>): Promise<SecondStepOutcome<T>> {
  await i18n.loadNamespaces('messages');
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const t = i18n.getFixedT(null, ['messages', 'common'] as const);
    const restart = error instanceof ApiError && error.status === 401;
    return { ok: false, message: errorMessage(t, error), restart };
  }
}

/**
 * Sign-in's second step (ADR 0040), loaded with the code step itself (never in /sign-in's first
 * load): the code of the app or a recovery code, or the set-up a store requires.
 */
export const submitCode = (challenge: string, code: string) =>
  attempt(async () => {
    saveSession(await callEndpoint(signInStepEndpoints.signInCode, { body: { challenge, code } }));
  });

export const startSetup = (challenge: string) =>
  attempt<TwoFactorSetup>(() =>
    callEndpoint(signInStepEndpoints.signInSetup, { body: { challenge } }),
  );

/** Confirms the set-up; the session is saved and the recovery codes answered, to be shown. */
export const confirmSetup = (challenge: string, code: string) =>
  attempt(async () => {
    const { recoverycodes, ...session } = await callEndpoint(
      signInStepEndpoints.signInSetupConfirm,
      {
        body: { challenge, code },
      },
    );
    saveSession(session);
    return recoverycodes;
  });
