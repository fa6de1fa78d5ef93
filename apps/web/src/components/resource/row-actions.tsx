import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Ellipsis } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** One entry of a row's menu: a link (Edit, relative to the list) or a button (Remove). */
export type RowAction = { label: string; danger?: boolean } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

interface RowActionsProps {
  /** The menu button's accessible name, e.g. 'Actions for Shoes'. */
  label: string;
  actions: readonly RowAction[];
}

const itemClass =
  'block w-full px-4 py-2 text-start text-sm whitespace-nowrap text-dark data-focus:bg-primary-light dark:text-gray-200 dark:data-focus:bg-gray-800';

/**
 * A list row's actions in a menu (Headless UI: arrows move, Escape closes). Links keep the list's
 * query string, so the drawer they open closes back to the same page, search and filters.
 */
export function RowActions({ label, actions }: RowActionsProps) {
  const { search } = useLocation();
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-dark focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] focus:outline-none dark:bg-gray-900"
      >
        {actions.map((action) => {
          const className = `${itemClass} ${action.danger ? 'text-danger dark:text-danger' : ''}`;
          return (
            <MenuItem key={action.label}>
              {action.to !== undefined ? (
                <Link to={{ pathname: action.to, search }} className={className}>
                  {action.label}
                </Link>
              ) : (
                <button type="button" className={className} onClick={action.onClick}>
                  {action.label}
                </button>
              )}
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
