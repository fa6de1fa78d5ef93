import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useChatHead, useChatHeads } from '../api/chats-api';
import { ChatList } from '../components/chat-list';
import { ChatsEmpty } from '../components/chats-empty';
import { ConnectionBanner } from '../components/connection-banner';
import { ThreadPane } from '../components/thread-pane';
import { useChatLive } from '../hooks/use-chat-live';
import { useChatUrl } from '../hooks/use-chat-url';
import { useTypingIndicators } from '../hooks/use-typing-indicators';

/**
 * /chats: the store's conversations with its customers, live. From 1024 px the list and the open
 * thread sit side by side; below, one at a time, the open one named by `?c=` in the URL.
 */
export function ChatsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'chats');
  const { t } = useTranslation(['chats', 'routes']);
  const url = useChatUrl();
  const { heads, result } = useChatHeads(url.filters);
  const open = useChatHead(url.openId, { heads, listReady: result.isSuccess });
  const typing = useTypingIndicators();
  useChatLive({ onTyping: typing.start, onChatMessage: typing.stop });

  const filtered = url.filters.q !== undefined || url.filters.unread !== undefined;
  const noConversations =
    result.isSuccess && !result.isPlaceholderData && heads.length === 0 && !filtered;
  const threadOpen = url.openId !== null;

  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] min-h-[28rem] w-full max-w-6xl flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-dark dark:text-white">{t('routes:chats')}</h1>
        <ConnectionBanner />
      </div>
      {noConversations && !threadOpen ? (
        <ChatsEmpty />
      ) : (
        <div className="flex min-h-0 flex-1 overflow-hidden rounded-md bg-white shadow-sm dark:bg-gray-900">
          <div
            className={`w-full min-w-0 lg:w-80 lg:shrink-0 lg:border-e lg:border-gray-100 xl:w-96 dark:lg:border-gray-800 ${
              threadOpen ? 'max-lg:hidden' : ''
            }`}
          >
            <ChatList
              heads={heads}
              result={result}
              filters={url.filters}
              openId={url.openId}
              typing={typing.typing}
              openLink={url.openLink}
              onSearch={url.setSearch}
              onUnreadOnly={url.setUnreadOnly}
            />
          </div>
          <div className={`min-w-0 flex-1 ${threadOpen ? '' : 'max-lg:hidden'}`}>
            <ThreadPane
              openId={url.openId}
              open={open}
              typingName={url.openId === null ? undefined : typing.typing[url.openId]}
              onBack={url.closeThread}
            />
          </div>
        </div>
      )}
    </div>
  );
}
