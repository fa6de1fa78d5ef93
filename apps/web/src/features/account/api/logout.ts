import { useMutation } from '@tanstack/react-query';
import { signOut } from '../../../lib/sign-out';
import { accountKeys } from './account-keys';

/** Logs out on the server, then clears the session (the guard then shows /sign-in). */
export function useLogout() {
  return useMutation({ mutationKey: accountKeys.logout(), mutationFn: signOut });
}
