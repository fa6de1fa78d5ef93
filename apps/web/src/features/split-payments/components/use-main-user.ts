import { MAIN_USER } from '@olivia/contracts/roles';
import { useSession } from '../../../lib/session';

/** Payees and splits send the store's money to bank accounts: only the main user changes them. */
export const useMainUser = () => useSession((state) => state.user?.userCategory === MAIN_USER);
