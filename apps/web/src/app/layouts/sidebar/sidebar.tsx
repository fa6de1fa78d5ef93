import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';
import { useClientSettings } from '../../../lib/client-settings';
import { useSession } from '../../../lib/session';
import { isOffCanvasEverywhere, sidebarClass } from '../shell-classes';
import { NAV_ITEMS } from './nav-items';
import { navViewerOf, visibleNavItems } from './nav-visibility';
import { SidebarEntry } from './sidebar-entry';
import { SidebarSettings } from './sidebar-settings';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The sidebar of docs/product/screens.md: every entry the user may see, then the Settings submenu.
 */
export function Sidebar() {
  const { t } = useTranslation(['nav', 'common']);
  const user = useSession((state) => state.user);
  const open = useClientSettings((state) => state.sidebar);
  const menu = useClientSettings((state) => state.menu);
  const navbar = useClientSettings((state) => state.navbar);
  const semidark = useClientSettings((state) => state.semidark);
  const setSidebar = useClientSettings((state) => state.setSidebar);
  const close = () => setSidebar(false);
  const items = visibleNavItems(NAV_ITEMS, navViewerOf(user));

  return (
    <aside id={SIDEBAR_ID} className={sidebarClass({ sidebar: open, menu, navbar, semidark })}>
      <div
        className={`flex h-16 shrink-0 items-center justify-between px-4 ${isOffCanvasEverywhere(menu) ? '' : 'lg:hidden'}`}
      >
        <Logo />
        <button
          type="button"
          onClick={close}
          aria-label={t('nav:close')}
          className="rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav
        aria-label={t('common:layout.mainNav')}
        className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-3 py-4"
      >
        <ul className="space-y-0.5">
          {items.map((item) => (
            <SidebarEntry key={`${item.kind}-${item.id}`} item={item} onChoose={close} />
          ))}
          <SidebarSettings onChoose={close} />
        </ul>
      </nav>
    </aside>
  );
}
