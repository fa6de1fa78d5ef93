import {
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  MessageResponseSchema,
  RecoverPasswordRequestSchema,
  ResetLinkQuerySchema,
  ResetPasswordRequestSchema,
  SignInAnswerSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
} from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Sign-up, sign-in, sign-out, passwords and account deletion (docs/api.md,
 * docs/engineering.md#api-conventions).
 */
export const authEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/signup',
    auth: 'public',
    body: SignUpRequestSchema,
    response: SignInResponseSchema,
  }),
  /**
   * The session, as before, for a user without two-step sign-in; otherwise a challenge that
   * `signInStepEndpoints` complete (ADR 0040).
   */
  signIn: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/signin/web',
    auth: 'public',
    body: SignInRequestSchema,
    response: SignInAnswerSchema,
  }),
  logout: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/utils/logout',
    auth: 'session',
    response: MessageResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/utils/change/password/',
    auth: 'session',
    body: ChangePasswordRequestSchema,
    response: MessageResponseSchema,
  }),
  /**
   * The first product description listed `GET /utils/delete` with no payload; the password it now
   * needs travels in a POST body, never in a URL or a header
   * (docs/decisions/0009-delete-account-needs-the-password.md).
   */
  deleteAccount: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/utils/delete',
    auth: 'mainUser',
    body: DeleteAccountRequestSchema,
    response: MessageResponseSchema,
  }),
  recoverPassword: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/recover-password',
    auth: 'public',
    body: RecoverPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
  /** Whether a reset link can still be used, without spending it (the page asks on opening). */
  checkResetLink: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/reset-password/check',
    auth: 'public',
    query: ResetLinkQuerySchema,
    response: MessageResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/reset-password',
    auth: 'public',
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
};
