import { Outlet } from 'react-router';

/** Public screens: no header, sidebar or footer of the back office. */
export function BlankLayout() {
  return (
    <div className="min-h-screen bg-surface text-dark dark:bg-gray-950 dark:text-gray-200">
      <Outlet />
    </div>
  );
}
