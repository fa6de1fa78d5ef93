import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { screenPaths } from '../../lib/screen-paths';
import { useBlogAdminSession } from '../../features/blog/api/blog-api';

/**
 * SPEC §2: the blog admin layout needs a blogAdmin cookie, otherwise it redirects to /. The
 * cookie is httpOnly and names a server session (issue 29), so the guard asks the server who it
 * is: a cookie typed by hand, an ended or an expired session all lead to /.
 */
export function BlogAdminGuard() {
  const session = useBlogAdminSession();
  if (session.isPending) return <FullScreenLoader />;
  if (session.isError) return <Navigate to={screenPaths.home} replace />;
  return <Outlet />;
}
