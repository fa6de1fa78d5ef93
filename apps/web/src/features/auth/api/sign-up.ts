import { apiPaths } from '@olivia/contracts/api-paths';
import {
  SignInResponseSchema,
  type SignInResponse,
  type SignUpRequest,
} from '@olivia/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session';

export function signUp(body: SignUpRequest): Promise<SignInResponse> {
  const request = { ...body, referralcode: body.referralcode?.trim() || undefined };
  return apiClient.post(apiPaths.signUp, request, { schema: SignInResponseSchema });
}

/** Creates the store and signs its owner in. */
export function useSignUp() {
  return useMutation({
    mutationKey: queryKeys.auth.signUp(),
    mutationFn: signUp,
    onSuccess: saveSession,
  });
}
