import { MenuHeading, MenuItem, MenuSection, MenuSeparator } from '@headlessui/react';
import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatusText } from '../../../lib/realtime/use-realtime-status';
import { markAllRead, selectUnreadCount, useNotifications } from '../model/notifications-store';
import { NotificationRow } from './notification-row';

/**
 * The bell's menu (docs/product/records.md Notifications): newest first, each leading where its
 * toast does, and 'Mark all as read'. Loaded when the bell is first pointed at or opened.
 */
export function NotificationsPanel() {
  const { t } = useTranslation('notifications');
  const entries = useNotifications((state) => state.entries);
  const unread = useNotifications(selectUnreadCount);
  const status = useRealtimeStatusText();

  return (
    <>
      <MenuSection>
        <MenuHeading className="sticky top-0 z-10 border-b border-gray-100 bg-white px-4 py-3 text-sm font-semibold text-dark dark:border-gray-800 dark:bg-gray-900 dark:text-white">
          {t('title')}
        </MenuHeading>
        {status && (
          <MenuItem
            disabled
            as="p"
            className="bg-warning/10 px-4 py-2 text-xs text-dark dark:text-gray-200"
          >
            {status}
          </MenuItem>
        )}
        {entries.length === 0 ? (
          <MenuItem
            disabled
            as="div"
            className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-gray-500 dark:text-gray-400"
          >
            <BellOff aria-hidden="true" className="size-8 text-gray-300 dark:text-gray-600" />
            <p>{t('empty')}</p>
          </MenuItem>
        ) : (
          entries.map((entry) => (
            <NotificationRow
              key={`${entry.type}|${entry.headid}|${entry.datetime}|${entry.message}`}
              entry={entry}
            />
          ))
        )}
      </MenuSection>
      {entries.length > 0 && (
        <>
          <MenuSeparator className="h-px bg-gray-100 dark:bg-gray-800" />
          <MenuItem disabled={unread === 0}>
            <button
              type="button"
              onClick={markAllRead}
              className="flex w-full items-center gap-2 px-4 py-3 text-start text-sm font-semibold text-primary data-disabled:text-gray-400 data-focus:bg-primary-light dark:data-focus:bg-gray-800"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('markAllRead')}
            </button>
          </MenuItem>
        </>
      )}
    </>
  );
}
