import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';

/**
 * Closes this drawer only while it is the one shown: a drawer that another one replaced (a
 * supplier's drawer opening one of its orders) may still report a close as it goes, which
 * would otherwise close the new drawer too.
 */
export function useOwnClose() {
  const close = useCloseDrawer();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (window.location.pathname === pathname) close();
  }, [close, pathname]);
}
