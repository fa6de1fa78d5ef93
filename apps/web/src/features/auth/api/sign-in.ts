import type { SignInRequest, SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return callEndpoint(authEndpoints.signIn, { body });
}
