import { MenuItem } from '@headlessui/react';
import { Bell, MessagesSquare, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import {
  notificationKind,
  notificationPath,
  type NotificationKind,
} from '../model/notification-rules';
import { markRead, type NotificationEntry } from '../model/notifications-store';
import { useNotificationText } from '../hooks/use-notification-text';

const ICONS: Record<NotificationKind, LucideIcon> = {
  chat: MessagesSquare,
  order: ShoppingBag,
  money: Wallet,
  other: Bell,
};

const rowClass = 'flex w-full gap-3 px-4 py-3 text-start text-sm';

interface NotificationRowProps {
  entry: NotificationEntry;
}

/** One notification of the bell: its text, how long ago, unread or not; it links like its toast. */
export function NotificationRow({ entry }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const textOf = useNotificationText();
  const currency = useSession((state) => state.user?.currency);
  const Icon = ICONS[notificationKind(entry.type)];
  const path = notificationPath(entry);
  const moment = entry.createdat || entry.datetime;
  const when = formatRelativeDateTime(moment, currency, { language: i18n.language });

  const content = (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span
          className={`block break-words ${
            entry.read
              ? 'text-gray-600 dark:text-gray-400'
              : 'font-semibold text-dark dark:text-white'
          }`}
        >
          {textOf(entry)}
        </span>
        <time dateTime={moment} className="mt-0.5 block text-xs text-gray-500 dark:text-gray-400">
          {when || entry.datetime}
        </time>
      </span>
      {!entry.read && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </>
  );

  if (!path) {
    return (
      <MenuItem disabled as="div" className={rowClass}>
        {content}
      </MenuItem>
    );
  }
  return (
    <MenuItem>
      <Link
        to={path}
        onClick={() => markRead(entry)}
        className={`${rowClass} data-focus:bg-primary-light dark:data-focus:bg-gray-800`}
      >
        {content}
      </Link>
    </MenuItem>
  );
}
