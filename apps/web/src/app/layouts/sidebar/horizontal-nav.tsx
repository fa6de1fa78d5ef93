import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSettingsModal } from '../../../lib/settings-modal';
import type { NavItem } from './nav-item';
import { NAV_ITEMS } from './nav-items';
import { navViewerOf, visibleNavItems } from './nav-visibility';

const barEntry =
  'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition hover:bg-primary-light hover:text-primary focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800';
const menuEntry =
  'block w-full px-4 py-2 text-start text-sm data-focus:bg-primary-light data-focus:text-primary dark:data-focus:bg-gray-800';

/**
 * The horizontal menu style: the same entries as the sidebar, in a bar under the header on large
 * screens; groups open as menus. Below lg the sidebar stays the menu.
 */
export function HorizontalNav() {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation('common');
  const user = useSession((state) => state.user);
  const openModal = useSettingsModal((state) => state.open);
  const navigate = useNavigate();
  const items = visibleNavItems(NAV_ITEMS, navViewerOf(user));
  const label = (item: NavItem) => {
    if (item.kind === 'group') return t(`groups.${item.id}`);
    return item.kind === 'action' ? t(`actions.${item.id}`) : t(`links.${item.id}`);
  };
  const choose = (item: NavItem) => {
    if (item.kind === 'action') openModal(item.step);
    if (item.kind === 'link') void navigate(item.to);
  };

  return (
    <nav
      aria-label={tc('layout.mainNav')}
      className="hidden overflow-x-auto border-b border-gray-100 bg-white px-3 py-1.5 lg:block dark:border-gray-800 dark:bg-[#0e1726]"
    >
      <ul className="flex items-center gap-1 text-dark dark:text-gray-300">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            {item.kind === 'link' ? (
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  `${barEntry} ${isActive ? 'bg-primary-light text-primary' : ''}`
                }
              >
                {label(item)}
              </NavLink>
            ) : item.kind === 'action' ? (
              <button type="button" className={barEntry} onClick={() => choose(item)}>
                {label(item)}
              </button>
            ) : (
              <Menu>
                <MenuButton className={barEntry}>
                  {label(item)}
                  <ChevronDown aria-hidden="true" className="size-4" />
                </MenuButton>
                <MenuItems
                  anchor="bottom start"
                  className="z-40 min-w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 dark:bg-[#1b2e4b]"
                >
                  {item.children.map((child) => (
                    <MenuItem key={`${child.kind}-${child.id}`}>
                      <button type="button" className={menuEntry} onClick={() => choose(child)}>
                        {label(child)}
                      </button>
                    </MenuItem>
                  ))}
                </MenuItems>
              </Menu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
