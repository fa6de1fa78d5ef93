import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { SubUser } from '@olivia/contracts/sub-users';
import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SubUserAction } from './sub-user-confirmation';
import { fullName } from './sub-user-columns';

interface SubUserActionsProps {
  subUser: SubUser;
  /** Disable, Enable and Remove ask first. */
  onConfirm: (action: SubUserAction, subUser: SubUser) => void;
  onResendInvite: (subUser: SubUser) => void;
}

const itemClass =
  'block w-full px-4 py-2 text-start text-sm whitespace-nowrap text-dark data-focus:bg-primary-light dark:text-gray-200 dark:data-focus:bg-gray-800';

/** A row's actions: Edit, Resend invitation (invited only), Disable or Enable, Remove. */
export function SubUserActions({ subUser, onConfirm, onResendInvite }: SubUserActionsProps) {
  const { t } = useTranslation('subusers');
  const { search } = useLocation();
  const toggle: SubUserAction = subUser.status === 'disabled' ? 'enable' : 'disable';

  return (
    <Menu>
      <MenuButton
        aria-label={t('actions.menu', { name: fullName(subUser) })}
        className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-dark focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] focus:outline-none dark:bg-gray-900"
      >
        <MenuItem>
          <Link to={{ pathname: `${subUser.id}/edit`, search }} className={itemClass}>
            {t('actions.edit')}
          </Link>
        </MenuItem>
        {subUser.status === 'invited' && (
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => onResendInvite(subUser)}>
              {t('actions.resendInvite')}
            </button>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => onConfirm(toggle, subUser)}>
            {t(`actions.${toggle}`)}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={`${itemClass} text-danger dark:text-danger`}
            onClick={() => onConfirm('remove', subUser)}
          >
            {t('actions.remove')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
