import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/layout/deferred-menu';
import { iconButtonClass } from '../../../components/layout/icon-button-class';
import {
  selectUnreadCount,
  useNotifications,
} from '../../../features/notifications/model/notifications-store';

/** The menu and the list in it are fetched when the bell is first pointed at or focused. */
const loadMenu = () =>
  import('./notifications-menu').then(async (module) => {
    await module.loadPanel();
    return module.NotificationsMenu;
  });

/** The unread count shown on the bell; the accessible name carries the exact number. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The header's notifications bell: the unread count, and the list in a menu
 * (docs/product/records.md).
 */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const unread = useNotifications(selectUnreadCount);

  return (
    <DeferredMenu
      load={loadMenu}
      trigger={{
        'aria-label':
          unread > 0
            ? t('notifications.buttonUnread', { count: unread })
            : t('notifications.button'),
        className: `${iconButtonClass} relative`,
        children: (
          <>
            <Bell aria-hidden="true" className="size-[18px]" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -end-1 -top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white dark:ring-gray-900"
              >
                {badgeText(unread)}
              </span>
            )}
          </>
        ),
      }}
    />
  );
}
