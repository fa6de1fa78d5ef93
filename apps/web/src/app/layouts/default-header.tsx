import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../components/layout/icon-button-class';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { SettingsMenu } from '../../features/account/components/settings-menu';
import { SignOutButton } from '../../features/account/components/sign-out-button';
import { useClientSettings } from '../../lib/client-settings';
import { CommandPaletteLauncher } from '../command-palette/command-palette-launcher';
import { Customizer } from './customizer/customizer';
import { NotificationsBell } from './header/notifications-bell';
import { StoreIdentity } from './header/store-identity';
import { headerBarClass, headerClass, isOffCanvasEverywhere } from './shell-classes';
import { SIDEBAR_ID } from './sidebar/sidebar';

interface DefaultHeaderProps {
  storeName: string;
}

/**
 * docs/product/screens.md Layout: the menu button (small screens), the store, the controls,
 * sign-out.
 */
export function DefaultHeader({ storeName }: DefaultHeaderProps) {
  const { t } = useTranslation('shell');
  const navbar = useClientSettings((state) => state.navbar);
  const menu = useClientSettings((state) => state.menu);
  const sidebarOpen = useClientSettings((state) => state.sidebar);
  const toggleSidebar = useClientSettings((state) => state.toggleSidebar);

  return (
    <header className={headerClass(navbar)}>
      <div className={headerBarClass(navbar)}>
        <button
          type="button"
          onClick={toggleSidebar}
          aria-label={t('header.toggleNavigation')}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          className={`${iconButtonClass} ${isOffCanvasEverywhere(menu) ? '' : 'lg:hidden'}`}
        >
          <MenuIcon aria-hidden="true" className="size-5" />
        </button>
        <StoreIdentity storeName={storeName} />
        <CommandPaletteLauncher />
        <LanguageSwitcher />
        <ThemeToggle />
        <NotificationsBell />
        <Customizer />
        <SettingsMenu />
        <SignOutButton />
      </div>
    </header>
  );
}
