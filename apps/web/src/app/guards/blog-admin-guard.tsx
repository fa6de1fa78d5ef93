import { Navigate, Outlet } from 'react-router';
import { getCookie } from '../../lib/cookies';
import { screenPaths } from '../../lib/screen-paths';

export const BLOG_ADMIN_COOKIE = 'blogAdmin';

/**
 * docs/product (screens.md, roles.md): the blog admin layout needs a blogAdmin cookie, otherwise it
 * redirects to /.
 */
export function BlogAdminGuard() {
  if (!getCookie(BLOG_ADMIN_COOKIE)) return <Navigate to={screenPaths.home} replace />;
  return <Outlet />;
}
