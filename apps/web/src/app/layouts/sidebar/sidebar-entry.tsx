import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useSettingsModal } from '../../../lib/settings-modal';
import type { NavItem } from './nav-item';
import { childEntryClass, iconClass, labelClass, topEntryClass } from './sidebar-classes';
import { SidebarGroup } from './sidebar-group';

interface SidebarEntryProps {
  item: NavItem;
  nested?: boolean;
  /** Called after a link or an action is chosen (closes the off-canvas sidebar). */
  onChoose: () => void;
}

function holdsPath(item: NavItem, pathname: string): boolean {
  if (item.kind === 'link') return matchPath(item.to, pathname) !== null;
  if (item.kind === 'group') return item.children.some((child) => holdsPath(child, pathname));
  return false;
}

/** One sidebar entry: a link (aria-current="page" when active), a modal action or a group. */
export function SidebarEntry({ item, nested = false, onChoose }: SidebarEntryProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const openModal = useSettingsModal((state) => state.open);
  const entryClass = nested ? childEntryClass : topEntryClass;

  if (item.kind === 'group') {
    return (
      <SidebarGroup
        label={t(`groups.${item.id}`)}
        icon={item.icon}
        defaultOpen={holdsPath(item, pathname)}
      >
        {item.children.map((child) => (
          <SidebarEntry key={`${child.kind}-${child.id}`} item={child} nested onChoose={onChoose} />
        ))}
      </SidebarGroup>
    );
  }

  const Icon = nested ? undefined : item.icon;
  if (item.kind === 'action') {
    const choose = () => {
      openModal(item.step);
      onChoose();
    };
    return (
      <li>
        <button type="button" onClick={choose} className={entryClass()}>
          {Icon && <Icon aria-hidden="true" className={iconClass()} />}
          <span className={labelClass}>{t(`actions.${item.id}`)}</span>
        </button>
      </li>
    );
  }

  return (
    <li>
      <NavLink
        to={item.to}
        end
        onClick={onChoose}
        className={({ isActive }) => entryClass(isActive)}
      >
        {({ isActive }) => (
          <>
            {Icon && <Icon aria-hidden="true" className={iconClass(isActive)} />}
            <span className={labelClass}>{t(`links.${item.id}`)}</span>
          </>
        )}
      </NavLink>
    </li>
  );
}
