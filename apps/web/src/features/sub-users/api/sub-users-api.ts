import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useMutation } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The store's sub-users (/sub-users/all, main user only). Created without a password, one is
 * invited (an e-mail with a set-password link); an update with `disabled` disables (true) or
 * enables (false); removing one ends their sessions.
 */
export const subUsersApi = defineResourceApi('subUsers', subUserEndpoints);

/** E-mails an invited sub-user a fresh set-password link. */
export function useResendInvite() {
  return useMutation({
    mutationKey: subUsersApi.keys.mutation('resend-invite'),
    mutationFn: (id: string) => callEndpoint(subUserEndpoints.resendInvite, { params: { id } }),
  });
}
