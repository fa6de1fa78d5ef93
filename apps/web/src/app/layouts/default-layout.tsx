import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { LiveChatLoader } from '../../features/live-chat/components/live-chat-loader';
import { useClientSettings } from '../../lib/client-settings';
import { useSession } from '../../lib/session';
import { DefaultHeader } from './default-header';
import { DeferredRealtime } from './realtime/deferred-realtime';
import { SettingsModalHost } from './settings-modal-host';
import { animationClass, sidebarFrameClass } from './shell-classes';
import { Sidebar } from './sidebar/sidebar';
import { SidebarOverlay } from './sidebar/sidebar-overlay';

/**
 * The horizontal menu's bar (a setting of docs/product/client-settings.md): its code, and Headless
 * UI's, load only for it.
 */
const HorizontalNav = lazy(() =>
  import('./sidebar/horizontal-nav').then((module) => ({ default: module.HorizontalNav })),
);

/**
 * The signed-in shell of docs/product/screens.md: header, sidebar, the screen, footer, and the
 * modals.
 */
export function DefaultLayout() {
  const storeName = useSession((state) => state.user?.businessname ?? '');
  const menu = useClientSettings((state) => state.menu);
  const layout = useClientSettings((state) => state.layout);
  const animation = useClientSettings((state) => state.animation);
  const { pathname } = useLocation();

  return (
    <div
      className={`flex min-h-screen flex-col bg-surface dark:bg-gray-950 ${
        layout === 'boxed' ? 'mx-auto w-full max-w-[1400px] shadow-sm' : ''
      }`}
    >
      <DefaultHeader storeName={storeName} />
      {menu === 'horizontal' && (
        <Suspense fallback={null}>
          <HorizontalNav />
        </Suspense>
      )}
      <div className="flex flex-1">
        <SidebarOverlay />
        <div className={sidebarFrameClass(menu)}>
          <Sidebar />
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <main key={pathname} className={`flex-1 p-4 sm:p-6 ${animationClass[animation]}`}>
            <Outlet />
          </main>
          <Footer storeName={storeName} />
        </div>
      </div>
      <ScrollToTop />
      <SettingsModalHost />
      <LiveChatLoader />
      <DeferredRealtime />
    </div>
  );
}
