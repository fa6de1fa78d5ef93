import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/layout/icon-button-class';
import {
  selectUnreadCount,
  useNotifications,
} from '../../../features/notifications/model/notifications-store';

const loadPanel = () => import('../../../features/notifications/components/notifications-panel');
/** The list is fetched when the bell is first pointed at or focused, not with the page. */
const NotificationsPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.NotificationsPanel })),
);
const preloadPanel = () => void loadPanel();

/** The unread count shown on the bell; the accessible name carries the exact number. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** The header's notifications bell: the unread count, and the list in a menu (SPEC §4). */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const unread = useNotifications(selectUnreadCount);

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={
          unread > 0
            ? t('notifications.buttonUnread', { count: unread })
            : t('notifications.button')
        }
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={`${iconButtonClass} relative`}
      >
        <Bell aria-hidden="true" className="size-[18px]" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white dark:ring-gray-900"
          >
            {badgeText(unread)}
          </span>
        )}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="z-50 max-h-[min(32rem,var(--anchor-max-height))] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-md bg-white shadow-lg ring-1 ring-black/5 focus:outline-none dark:bg-gray-900 dark:ring-white/10"
      >
        <Suspense fallback={<div className="h-24" />}>
          <NotificationsPanel />
        </Suspense>
      </MenuItems>
    </Menu>
  );
}
