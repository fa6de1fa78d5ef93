import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { MAIN_USER } from '@olivia/contracts/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

type SettingsDialog = 'change-password' | 'delete-account' | null;

const itemClass =
  'block w-full px-4 py-2 text-left text-sm data-focus:bg-primary-light dark:data-focus:bg-gray-800';

/** Settings: Change password for everyone, Delete account for the main user only (SPEC §2). */
export function SettingsMenu() {
  const { t } = useTranslation(['account', 'common']);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const [dialog, setDialog] = useState<SettingsDialog>(null);
  const closeDialog = () => setDialog(null);

  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-dark hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-800">
          {t('common:layout.settings')}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </MenuButton>
        <MenuItems className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none dark:bg-gray-900">
          <MenuItem>
            <button
              type="button"
              className={`${itemClass} text-dark dark:text-gray-200`}
              onClick={() => setDialog('change-password')}
            >
              {t('changePassword.menuItem')}
            </button>
          </MenuItem>
          {isMainUser && (
            <MenuItem>
              <button
                type="button"
                className={`${itemClass} text-danger`}
                onClick={() => setDialog('delete-account')}
              >
                {t('deleteAccount.menuItem')}
              </button>
            </MenuItem>
          )}
        </MenuItems>
      </Menu>
      <ChangePasswordDialog open={dialog === 'change-password'} onClose={closeDialog} />
      <DeleteAccountDialog open={dialog === 'delete-account'} onClose={closeDialog} />
    </>
  );
}
