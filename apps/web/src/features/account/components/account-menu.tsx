import { MenuItem, MenuItems } from '@headlessui/react';
import { MAIN_USER } from '@olivia/contracts/roles';
import { useTranslation } from 'react-i18next';
import type { LoadedMenuProps } from '../../../components/layout/deferred-menu';
import { OpenedMenu } from '../../../components/layout/opened-menu';
import { SETTINGS_ACTIONS, useSettingsModal } from '../../../lib/settings-modal';
import { useSession } from '../../../lib/session';

const itemClass =
  'block w-full px-4 py-2 text-start text-sm data-focus:bg-primary-light dark:data-focus:bg-gray-800';

/** The Account menu's items, loaded when first wanted (see `SettingsMenu`). */
export function AccountMenu({ trigger }: LoadedMenuProps) {
  const { t } = useTranslation('account');
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const openModal = useSettingsModal((state) => state.open);

  return (
    <OpenedMenu trigger={trigger}>
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
    </OpenedMenu>
  );
}
