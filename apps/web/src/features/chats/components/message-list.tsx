import type { MessageHeading } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource/list-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { ChatThreadMessages } from '../api/chats-api';
import { useThreadScroll } from '../hooks/use-thread-scroll';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  heading: MessageHeading;
  thread: ChatThreadMessages;
  /** The text of the merchant's message on its way, shown last until the stored one arrives. */
  pending: string | null;
}

const time = (iso: string) => Date.parse(iso) || 0;

/** The thread's history, oldest at the top, with "Load earlier messages" above it. */
export function MessageList({ heading, thread, pending }: MessageListProps) {
  const { t } = useTranslation('chats');
  const { messages, result } = thread;
  const lastMessage = messages.at(-1);
  const { scrollRef, onScroll, loadEarlier } = useThreadScroll(
    {
      first: messages[0]?.id,
      last: pending === null ? lastMessage?.id : `pending:${pending}`,
      lastIsOwn: pending !== null || lastMessage?.fromclient === false,
    },
    {
      canLoad: result.hasNextPage && !result.isFetchingNextPage,
      load: () => void result.fetchNextPage(),
    },
  );
  const readUpTo = time(heading.clientreadat);

  return (
    <div ref={scrollRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
      {result.hasNextPage && (
        <div className="mb-3 text-center">
          <Button variant="ghost" loading={result.isFetchingNextPage} onClick={loadEarlier}>
            {t('thread.loadEarlier')}
          </Button>
        </div>
      )}
      {result.isPending && (
        <p className="flex items-center justify-center gap-2 py-8 text-sm text-gray-500">
          <Spinner /> {t('thread.loading')}
        </p>
      )}
      {result.isError && (
        <ListError
          text={t('thread.loadFailed')}
          error={result.error}
          onRetry={() => void result.refetch()}
        />
      )}
      {result.isSuccess && messages.length === 0 && pending === null && (
        <p className="py-8 text-center text-sm text-gray-500 dark:text-gray-400">
          {t('thread.noMessages')}
        </p>
      )}
      <ol
        role="log"
        aria-label={t('thread.messages', { name: heading.clientname })}
        className="space-y-3"
      >
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            clientName={heading.clientname}
            seen={readUpTo > 0 && readUpTo >= time(message.createdat)}
          />
        ))}
        {pending !== null && (
          <MessageBubble
            message={{ message: pending, fromclient: false }}
            clientName={heading.clientname}
            sending
          />
        )}
      </ol>
    </div>
  );
}
