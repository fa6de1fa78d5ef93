import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { productName } from '../../lib/page-title';
import { screenPaths } from '../../lib/screen-paths';
import { useBlogSignOut } from '../../features/blog/api/blog-api';

export function BlogAdminLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  const signOut = useBlogSignOut();

  /** Ends the server session, which clears the httpOnly cookie, then leaves for /. */
  const logOut = () => {
    signOut.mutate(undefined, {
      onSettled: () => void navigate(screenPaths.home, { replace: true }),
    });
  };

  return (
    <div className="flex min-h-screen flex-col bg-surface dark:bg-gray-950">
      <header className="flex items-center justify-between border-b border-gray-100 bg-white px-4 py-3 sm:px-6 dark:border-gray-800 dark:bg-gray-900">
        <Link to={screenPaths.home} aria-label={t('layout.homeLink', { product: productName() })}>
          <Logo />
        </Link>
        <button
          type="button"
          onClick={logOut}
          aria-label={t('blogAdmin.logOut')}
          title={t('blogAdmin.logOut')}
          className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-danger focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
          </svg>
        </button>
      </header>
      <main className="flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}
