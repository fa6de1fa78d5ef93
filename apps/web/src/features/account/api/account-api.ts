import type { ChangePasswordRequest, DeleteAccountRequest } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { signOut } from '../../../lib/sign-out';

const keys = resourceKeys('account');

/** Logs out on the server, then clears the session (the guard then shows /sign-in). */
export function useLogout() {
  return useMutation({ mutationKey: keys.mutation('logout'), mutationFn: signOut });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: keys.mutation('change-password'),
    mutationFn: (body: ChangePasswordRequest) =>
      callEndpoint(authEndpoints.changePassword, { body }),
  });
}

/** Deletes the store of the main user, once the server has checked the password. */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: keys.mutation('delete'),
    mutationFn: async (body: DeleteAccountRequest) => {
      await callEndpoint(authEndpoints.deleteAccount, { body });
    },
  });
}
