import { MAIN_USER } from '@olivia/contracts/roles';
import { useSession } from '../../../lib/session';

/** Who may refund (money leaves): the main user, or a sub-user allowed to transfer (ADR 0030). */
export const useCanRefund = () =>
  useSession(
    (state) =>
      state.user?.userCategory === MAIN_USER || (state.user?.allowsubusertransfer ?? false),
  );
