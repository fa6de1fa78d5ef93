import type {
  MessageResponse,
  RecoverPasswordRequest,
  ResetPasswordRequest,
  SignInResponse,
  SignUpRequest,
} from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { saveSession } from '../../../lib/session';

// Signing in is in submit-sign-in.ts: /sign-in carries no query cache (ADR 0022).
const authKeys = resourceKeys('auth');

export function signUp(body: SignUpRequest): Promise<SignInResponse> {
  const request = { ...body, referralcode: body.referralcode?.trim() || undefined };
  return callEndpoint(authEndpoints.signUp, { body: request });
}

/** Creates the store and signs its owner in. */
export function useSignUp() {
  return useMutation({
    mutationKey: authKeys.mutation('sign-up'),
    mutationFn: signUp,
    onSuccess: saveSession,
  });
}

export function recoverPassword(body: RecoverPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.recoverPassword, { body });
}

export function useRecoverPassword() {
  return useMutation({
    mutationKey: authKeys.mutation('recover-password'),
    mutationFn: recoverPassword,
  });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({
    mutationKey: authKeys.mutation('reset-password'),
    mutationFn: resetPassword,
  });
}

/** Whether the link's token can still set a password; the server does not spend it. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.checkResetLink, { query: { token }, signal });
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.extra('reset-link', token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    // A link's state changes only when it is used, which this page follows itself.
    staleTime: Infinity,
  });

/** Checks the link when its page opens (not without a token). */
export function useResetLinkCheck(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
}
