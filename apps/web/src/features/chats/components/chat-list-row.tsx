import type { MessageHeading } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import type { ChatRowLink } from '../hooks/use-chat-url';

interface ChatListRowProps {
  head: MessageHeading;
  /** The row's link (see useChatUrl's openLink). */
  link: ChatRowLink;
  isOpen: boolean;
  /** The customer's name while they are typing here. */
  typingName: string | undefined;
}

/** One conversation: who, how to reach them, the last message, when, and what is unread. */
export function ChatListRow({ head, link, isOpen, typingName }: ChatListRowProps) {
  const { t, i18n } = useTranslation('chats');
  const currency = useSession((state) => state.user?.currency);
  const moment = head.lastmessageat || head.createdat;
  const when = formatRelativeDateTime(moment, currency, { language: i18n.language });
  const contact = [head.clientemail, head.clientphone].filter(Boolean).join(' · ');
  const last =
    head.lastfromclient || !head.lastmessage
      ? head.lastmessage
      : t('list.you', { message: head.lastmessage });
  const unread = head.unread > 0;

  return (
    <li>
      <Link
        to={link.to}
        replace={link.replace}
        state={link.state}
        aria-current={isOpen ? 'page' : undefined}
        className={`block border-b border-gray-100 px-4 py-3 text-sm transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary dark:border-gray-800 dark:hover:bg-gray-800/60 ${
          isOpen ? 'bg-primary-light dark:bg-gray-800' : ''
        }`}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-dark dark:text-white ${unread ? 'font-bold' : 'font-semibold'}`}
          >
            {head.clientname}
          </span>
          <time dateTime={moment} className="shrink-0 text-xs text-gray-500 dark:text-gray-400">
            {when}
          </time>
        </span>
        {contact && (
          <span className="block truncate text-xs text-gray-500 dark:text-gray-400">{contact}</span>
        )}
        <span className="mt-1 flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate ${
              typingName !== undefined
                ? 'text-primary italic'
                : unread
                  ? 'font-semibold text-dark dark:text-gray-100'
                  : 'text-gray-600 dark:text-gray-400'
            }`}
          >
            {typingName !== undefined
              ? t('thread.typing', { name: typingName || head.clientname })
              : last}
          </span>
          {unread && (
            <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{head.unread}</span>
              <span className="sr-only">{t('list.unread', { count: head.unread })}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
