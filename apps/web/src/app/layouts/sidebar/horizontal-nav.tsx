import { MAIN_USER } from '@olivia/contracts/roles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SETTINGS_ACTIONS, useSettingsModal } from '../../../lib/settings-modal';
import { useSession } from '../../../lib/session';
import { horizontalBar } from './horizontal-sections';
import { barEntryClass, HorizontalMenu, type MenuBlock, type MenuEntry } from './horizontal-menu';
import type { NavItem } from './nav-item';
import { NAV_ITEMS } from './nav-items';
import { navViewerOf, visibleNavItems } from './nav-visibility';
import { visibleSettingsEntries } from './settings-entries';

/**
 * The horizontal menu style (Vristo's): the sidebar's entries grouped into a few menus (the
 * dashboard, then store, sales, money, marketing, and Settings) in a bar under the header that
 * fits the screen. Below lg the sidebar, behind the menu button, stays the menu.
 */
export function HorizontalNav() {
  const { t } = useTranslation(['nav', 'common']);
  const user = useSession((state) => state.user);
  const openModal = useSettingsModal((state) => state.open);
  const bar = horizontalBar(visibleNavItems(NAV_ITEMS, navViewerOf(user)));

  const entryOf = (item: Exclude<NavItem, { kind: 'group' }>): MenuEntry =>
    item.kind === 'link'
      ? { key: `link-${item.id}`, label: t(`links.${item.id}`), to: item.to }
      : {
          key: `action-${item.id}`,
          label: t(`actions.${item.id}`),
          onSelect: () => openModal(item.step),
        };

  /** Top-level entries in one block, then each group under its heading. */
  const blocksOf = (items: readonly NavItem[]): MenuBlock[] => {
    const loose = items.flatMap((item) => (item.kind === 'group' ? [] : [entryOf(item)]));
    const groups = items.flatMap((item) =>
      item.kind === 'group'
        ? [
            {
              key: `group-${item.id}`,
              heading: t(`groups.${item.id}`),
              entries: item.children.flatMap((child) =>
                child.kind === 'group' ? [] : [entryOf(child)],
              ),
            },
          ]
        : [],
    );
    return [...(loose.length > 0 ? [{ key: 'loose', entries: loose }] : []), ...groups];
  };

  const settings: MenuBlock = {
    key: 'settings',
    entries: visibleSettingsEntries({ isMainUser: user?.userCategory === MAIN_USER }).map(
      ({ id }) => ({
        key: `settings-${id}`,
        label: t(`settings.${id}`),
        onSelect: () => openModal(SETTINGS_ACTIONS[id]),
      }),
    ),
  };

  return (
    <nav
      aria-label={t('common:layout.mainNav')}
      className="hidden border-b border-gray-100 bg-white px-3 py-1.5 lg:block dark:border-gray-800 dark:bg-[#0e1726]"
    >
      <ul className="flex flex-wrap items-center gap-1 text-dark dark:text-gray-300">
        {bar.map((entry) => {
          if (entry.kind === 'section') {
            return (
              <li key={entry.id}>
                <HorizontalMenu label={t(`sections.${entry.id}`)} blocks={blocksOf(entry.items)} />
              </li>
            );
          }
          const { group } = entry;
          const [only] = group.children;
          return (
            <li key={group.id}>
              {group.children.length === 1 && only?.kind === 'link' ? (
                <NavLink to={only.to} end className={({ isActive }) => barEntryClass(isActive)}>
                  {t(`groups.${group.id}`)}
                </NavLink>
              ) : (
                <HorizontalMenu label={t(`groups.${group.id}`)} blocks={blocksOf(group.children)} />
              )}
            </li>
          );
        })}
        <li>
          <HorizontalMenu label={t('settings.group')} blocks={[settings]} />
        </li>
      </ul>
    </nav>
  );
}
