import type { SignInResponse, SignUpRequest } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authKeys } from './auth-keys';

export function signUp(body: SignUpRequest): Promise<SignInResponse> {
  const request = { ...body, referralcode: body.referralcode?.trim() || undefined };
  return callEndpoint(authEndpoints.signUp, { body: request });
}

/** Creates the store and signs its owner in. */
export function useSignUp() {
  return useMutation({
    mutationKey: authKeys.signUp(),
    mutationFn: signUp,
    onSuccess: saveSession,
  });
}
