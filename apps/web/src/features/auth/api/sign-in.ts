import { apiPaths } from '@olivia/contracts/api-paths';
import {
  SignInResponseSchema,
  type SignInRequest,
  type SignInResponse,
} from '@olivia/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session';

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return apiClient.post(apiPaths.signIn, body, { schema: SignInResponseSchema });
}

/** Signs in and stores the session. */
export function useSignIn() {
  return useMutation({
    mutationKey: queryKeys.auth.signIn(),
    mutationFn: signIn,
    onSuccess: saveSession,
  });
}
