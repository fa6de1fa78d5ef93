import type { MessageHeading } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource/list-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { ChatHeadsFilters, ChatHeadsResult } from '../api/chats-api';
import type { ChatRowLink } from '../hooks/use-chat-url';
import type { TypingByHead } from '../hooks/use-typing-indicators';
import { ChatListRow } from './chat-list-row';
import { ChatSearch } from './chat-search';

interface ChatListProps {
  heads: readonly MessageHeading[];
  result: ChatHeadsResult;
  filters: ChatHeadsFilters;
  openId: string | null;
  typing: TypingByHead;
  openLink: (id: string) => ChatRowLink;
  onSearch: (q: string) => void;
  onUnreadOnly: (on: boolean) => void;
}

/** The conversations, newest message first: search, the unread filter, rows and Load more. */
export function ChatList(props: ChatListProps) {
  const { heads, result, filters, openId, typing } = props;
  const { t } = useTranslation('chats');
  const unreadOnly = filters.unread === 'true';

  return (
    <section aria-label={t('list.label')} className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-gray-100 p-3 dark:border-gray-800">
        <ChatSearch value={filters.q ?? ''} onSearch={props.onSearch} />
        <button
          type="button"
          aria-pressed={unreadOnly}
          onClick={() => props.onUnreadOnly(!unreadOnly)}
          className={`shrink-0 rounded-full border px-3 py-1.5 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
            unreadOnly
              ? 'border-primary bg-primary text-white'
              : 'border-gray-200 text-gray-600 hover:border-primary hover:text-primary dark:border-gray-700 dark:text-gray-300'
          }`}
        >
          {t('list.unreadOnly')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={result.isFetching || undefined}>
        {result.isError && (
          <div className="p-3">
            <ListError
              text={t('list.loadFailed')}
              error={result.error}
              onRetry={() => void result.refetch()}
            />
          </div>
        )}
        {result.isPending && (
          <p className="flex items-center gap-2 p-4 text-sm text-gray-500">
            <Spinner /> {t('list.loading')}
          </p>
        )}
        {result.isSuccess && heads.length === 0 && (
          <p className="p-6 text-center text-sm text-gray-500 dark:text-gray-400">
            {filters.q ? t('list.noMatch') : t('list.noUnread')}
          </p>
        )}
        <ul>
          {heads.map((head) => (
            <ChatListRow
              key={head.id}
              head={head}
              link={props.openLink(head.id)}
              isOpen={head.id === openId}
              typingName={typing[head.id]}
            />
          ))}
        </ul>
        {result.hasNextPage && (
          <div className="p-3 text-center">
            <Button
              variant="ghost"
              loading={result.isFetchingNextPage}
              onClick={() => void result.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
