import { SignInResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  SignInChallengeRequestSchema,
  SignInCodeRequestSchema,
  SignInSetupConfirmRequestSchema,
  SignInWithRecoveryCodesSchema,
  TwoFactorSetupSchema,
} from './two-factor';

const main = apiPrefixes.main;

/**
 * Sign-in's second step (ADR 0040): what completes the challenge `authEndpoints.signIn` answers
 * when a code is due. Apart from `authEndpoints` so the signed-in shell (sign-out) does not load
 * two-step sign-in's schemas.
 */
export const signInStepEndpoints = {
  /** A 'code' challenge completed with a code of the app or a recovery code. */
  signInCode: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/signin/web/code',
    auth: 'public',
    body: SignInCodeRequestSchema,
    response: SignInResponseSchema,
  }),
  /** A 'setup' challenge (the store requires two-step sign-in): the secret to scan. */
  signInSetup: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/signin/web/setup',
    auth: 'public',
    body: SignInChallengeRequestSchema,
    response: TwoFactorSetupSchema,
  }),
  /** The set-up's first code: two-step sign-in is on, the session opens with recovery codes. */
  signInSetupConfirm: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/signin/web/setup/confirm',
    auth: 'public',
    body: SignInSetupConfirmRequestSchema,
    response: SignInWithRecoveryCodesSchema,
  }),
} as const;
