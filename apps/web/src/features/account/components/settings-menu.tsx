import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { MAIN_USER } from '@olivia/contracts/roles';
import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_ACTIONS, useSettingsModal } from '../../../lib/settings-modal';
import { useSession } from '../../../lib/session';

const itemClass =
  'block w-full px-4 py-2 text-start text-sm data-focus:bg-primary-light dark:data-focus:bg-gray-800';

/**
 * The header's Account menu: Change password for everyone, Delete account for the main user only
 * (SPEC §2), a shortcut to two entries of the sidebar's Settings submenu. The items open their
 * dialogs through the settings modal (action codes 11 and 12).
 */
export function SettingsMenu() {
  const { t } = useTranslation(['account', 'common']);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const openModal = useSettingsModal((state) => state.open);

  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1.5 text-sm font-semibold text-dark hover:bg-gray-100 sm:px-2.5 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-800">
        <UserRound aria-hidden="true" className="size-[18px] sm:hidden" />
        <span className="max-sm:sr-only">{t('common:layout.account')}</span>
        <ChevronDown aria-hidden="true" className="size-4 max-sm:hidden" />
      </MenuButton>
      <MenuItems className="absolute end-0 z-40 mt-2 w-52 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none dark:bg-gray-900">
        <MenuItem>
          <button
            type="button"
            className={`${itemClass} text-dark dark:text-gray-200`}
            onClick={() => openModal(SETTINGS_ACTIONS.changePassword)}
          >
            {t('changePassword.menuItem')}
          </button>
        </MenuItem>
        {isMainUser && (
          <MenuItem>
            <button
              type="button"
              className={`${itemClass} text-danger`}
              onClick={() => openModal(SETTINGS_ACTIONS.deleteAccount)}
            >
              {t('deleteAccount.menuItem')}
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );
}
