import i18n from 'i18next';
import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/layout/deferred-menu';

/** The menu and its catalogue together, so opening it never waits on a suspended render. */
const loadMenu = () =>
  Promise.all([import('./account-menu'), i18n.loadNamespaces('account')]).then(
    ([module]) => module.AccountMenu,
  );

/**
 * The header's Account menu: Change password for everyone, Delete account for the main user only
 * (docs/product/screens.md), a shortcut to two entries of the sidebar's Settings submenu. The items
 * open their dialogs through the settings modal (action codes 11 and 12).
 */
export function SettingsMenu() {
  const { t } = useTranslation('common');

  return (
    <DeferredMenu
      load={loadMenu}
      trigger={{
        className:
          'inline-flex items-center gap-1.5 rounded-md px-1.5 py-1.5 text-sm font-semibold text-dark hover:bg-gray-100 sm:px-2.5 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-800',
        children: (
          <>
            <UserRound aria-hidden="true" className="size-[18px] sm:hidden" />
            <span className="max-sm:sr-only">{t('layout.account')}</span>
            <ChevronDown aria-hidden="true" className="size-4 max-sm:hidden" />
          </>
        ),
      }}
    />
  );
}
