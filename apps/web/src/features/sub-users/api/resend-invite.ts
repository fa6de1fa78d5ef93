import type { MessageResponse } from '@olivia/contracts/auth';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

/** E-mails an invited sub-user a fresh set-password link. */
export function resendInvite(id: string): Promise<MessageResponse> {
  return callEndpoint(subUserEndpoints.resendInvite, { params: { id } });
}

export function useResendInvite() {
  return useMutation({ mutationKey: subUserKeys.resendInvite(), mutationFn: resendInvite });
}
