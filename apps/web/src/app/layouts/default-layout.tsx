import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { useSession } from '../../lib/session';
import { DefaultHeader } from './default-header';
import { DefaultNav } from './default-nav';

/** The signed-in shell: header, navigation, the screen, and the footer. */
export function DefaultLayout() {
  const storeName = useSession((state) => state.user?.businessname ?? '');
  return (
    <div className="flex min-h-screen flex-col bg-surface dark:bg-gray-950">
      <DefaultHeader storeName={storeName} />
      <div className="flex flex-1 flex-col md:flex-row">
        <DefaultNav />
        <div className="flex min-w-0 flex-1 flex-col">
          <main className="flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
          <Footer storeName={storeName} />
        </div>
      </div>
    </div>
  );
}
