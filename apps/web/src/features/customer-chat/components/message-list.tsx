import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { Thread } from '../model/thread';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  thread: Thread;
  storeName: string;
  /** The customer's newest message the store has read. */
  seenId: string | null;
  storeTyping: boolean;
  failed: boolean;
  onRetry: () => void;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

/**
 * The thread, oldest first, kept scrolled to the newest message; earlier pages come in above
 * without moving what the reader is looking at.
 */
export function MessageList({
  thread,
  storeName,
  seenId,
  storeTyping,
  ...props
}: MessageListProps) {
  const { t } = useTranslation('customerChat');
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef({ firstId: '', lastId: '', height: 0 });
  const firstId = thread.messages[0]?.id ?? '';
  const lastId = thread.messages.at(-1)?.id ?? '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (before.lastId === lastId && before.firstId !== firstId && before.firstId !== '') {
      element.scrollTop += element.scrollHeight - before.height;
    } else {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId, storeTyping]);

  return (
    <div ref={scroller} className="flex-1 overflow-y-auto px-4 py-3">
      {thread.more && (
        <div className="mb-3 text-center">
          <Button
            variant="ghost"
            className="px-3 py-1 text-xs"
            loading={props.loadingEarlier}
            onClick={props.onLoadEarlier}
          >
            {t('thread.loadEarlier')}
          </Button>
        </div>
      )}
      {props.failed && (
        <div role="alert" className="mb-3 rounded-md bg-danger-light px-3 py-2 text-sm text-danger">
          {t('thread.loadFailed')}{' '}
          <button type="button" onClick={props.onRetry} className="font-semibold underline">
            {t('thread.retry')}
          </button>
        </div>
      )}
      {!thread.loaded && !props.failed && (
        <p className="flex justify-center py-6 text-primary">
          <Spinner className="size-5" />
          <span className="sr-only">{t('panel.loading')}</span>
        </p>
      )}
      {thread.loaded && thread.messages.length === 0 && (
        <p className="py-6 text-center text-sm text-gray-500 dark:text-gray-400">
          {t('thread.empty')}
        </p>
      )}
      <div role="log" aria-live="polite" aria-label={t('thread.label', { store: storeName })}>
        <ol className="space-y-2">
          {thread.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              author={message.fromclient ? t('thread.you') : storeName}
              seen={message.id === seenId}
            />
          ))}
        </ol>
      </div>
      <p
        aria-live="polite"
        className="mt-2 min-h-5 text-xs text-gray-500 italic dark:text-gray-400"
      >
        {storeTyping ? t('thread.typing', { store: storeName }) : ''}
      </p>
    </div>
  );
}
