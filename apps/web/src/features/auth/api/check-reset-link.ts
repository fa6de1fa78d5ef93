import type { MessageResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Whether the link's token can still set a password; the server does not spend it. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.checkResetLink, { query: { token }, signal });
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetLink(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    // A link's state changes only when it is used, which this page follows itself.
    staleTime: Infinity,
  });

/** Checks the link when its page opens (not without a token). */
export function useResetLinkCheck(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
}
