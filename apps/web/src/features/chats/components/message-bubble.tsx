import type { ChatMessage } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';

interface MessageBubbleProps {
  /** A stored message, or the text of one being sent (no id, no time yet). */
  message: Pick<ChatMessage, 'message' | 'fromclient'> & { createdat?: string };
  /** Who the customer is, for screen readers. */
  clientName: string;
  /** The customer has read it (the store's own messages only). */
  seen?: boolean;
  /** It is on its way to the server. */
  sending?: boolean;
}

/**
 * One message, as text only (never HTML), line breaks kept and long words broken: the
 * customer's on the left, the store's on the right with "Seen" once the customer read it.
 */
export function MessageBubble({ message, clientName, seen, sending }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chats');
  const currency = useSession((state) => state.user?.currency);
  const own = !message.fromclient;
  const when = message.createdat
    ? formatDateTime(message.createdat, currency, { language: i18n.language })
    : '';

  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[70%] ${
          own
            ? 'rounded-ee-sm bg-primary text-white'
            : 'rounded-es-sm bg-gray-100 text-dark dark:bg-gray-800 dark:text-gray-100'
        } ${sending ? 'opacity-70' : ''}`}
      >
        <span className="sr-only">{own ? t('thread.you') : clientName}: </span>
        <span>{message.message}</span>
      </p>
      <span className="mt-1 px-1 text-xs text-gray-500 dark:text-gray-400">
        {sending ? (
          t('thread.sending')
        ) : (
          <>
            <time dateTime={message.createdat}>{when}</time>
            {own && seen && ` · ${t('thread.seen')}`}
          </>
        )}
      </span>
    </li>
  );
}
