import type { ChatMessage } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-formats';

interface MessageBubbleProps {
  message: ChatMessage;
  /** Who wrote it, for screen readers: 'You' or the store's name. */
  author: string;
  /** The store has read it (shown on the customer's newest read message only). */
  seen: boolean;
}

/** One message as plain text: the customer's own on the right, the store's on the left. */
export function MessageBubble({ message, author, seen }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('customerChat');
  const own = message.fromclient;
  const sentAt = new Date(message.createdat);
  const time = Number.isNaN(sentAt.getTime())
    ? ''
    : dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(sentAt);

  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap ${
          own
            ? 'rounded-br-sm bg-primary text-white'
            : 'rounded-bl-sm bg-gray-100 text-dark dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        <span className="sr-only">{`${author}: `}</span>
        {message.message}
      </p>
      <p className="mt-0.5 flex gap-1.5 px-1 text-[11px] text-gray-400">
        {time && <time dateTime={message.createdat}>{time}</time>}
        {seen && <span className="font-semibold text-primary">{t('thread.seen')}</span>}
      </p>
    </li>
  );
}
