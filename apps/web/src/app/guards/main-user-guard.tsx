import { MAIN_USER } from '@olivia/contracts/roles';
import { Outlet } from 'react-router';
import { NotAllowed } from '../../features/errors/components/not-allowed';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

function Refused() {
  usePageTitle('notAllowed');
  return <NotAllowed />;
}

/**
 * The registry's main-user-only screens (`only: 'mainUser'`, docs/product/roles.md): the sidebar
 * hides their links, and this refuses a sub-user who types the address. The server refuses their
 * calls too.
 */
export function MainUserGuard() {
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  return isMainUser ? <Outlet /> : <Refused />;
}
