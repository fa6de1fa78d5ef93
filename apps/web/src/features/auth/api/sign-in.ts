import type { SignInRequest, SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authKeys } from './auth-keys';

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return callEndpoint(authEndpoints.signIn, { body });
}

/** Signs in and stores the session. */
export function useSignIn() {
  return useMutation({
    mutationKey: authKeys.signIn(),
    mutationFn: signIn,
    onSuccess: saveSession,
  });
}
