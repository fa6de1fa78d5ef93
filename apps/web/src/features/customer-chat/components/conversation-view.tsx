import type { CustomerConversation } from '@olivia/contracts/chat';
import { useTranslation } from 'react-i18next';
import type { ConversationAccess } from '../api/customer-chat-api';
import { useConversationChannel } from '../hooks/use-conversation-channel';
import { useConversationThread } from '../hooks/use-conversation-thread';
import { useCustomerConversation } from '../hooks/use-customer-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { useStoreTyping } from '../hooks/use-store-typing';
import type { ConversationEvent } from '../model/conversation-frames';
import { lastSeenId } from '../model/thread';
import { ChatPanel } from './chat-panel';
import { Composer } from './composer';
import { MessageList } from './message-list';

interface ConversationViewProps {
  access: ConversationAccess;
  initialConversation: CustomerConversation | undefined;
  storeName: string;
  open: boolean;
  onClose: () => void;
  onUnread: () => void;
  onGone: () => void;
}

/**
 * One conversation: its thread, its live channel and the composer. It listens while the panel
 * is closed too, so a reply can mark the launcher; the panel shows only while open.
 */
export function ConversationView(props: ConversationViewProps) {
  const { access, storeName, open, onUnread } = props;
  const { t } = useTranslation('customerChat');
  const { conversation, reload, storeReadUntil } = useCustomerConversation(
    access,
    props.initialConversation,
    props.onGone,
  );
  const { thread, dispatch, failed, refresh, loadEarlier, loadingEarlier } =
    useConversationThread(access);
  const storeTyping = useStoreTyping();

  const onEvent = (event: ConversationEvent) => {
    if (event.kind === 'typing') return storeTyping.start();
    if (event.kind === 'read') return storeReadUntil(event.datetime);
    dispatch({ type: 'received', message: event.message });
    if (event.message.fromclient) return;
    storeTyping.stop();
    if (!open) onUnread();
  };
  const channel = useConversationChannel(access, {
    onEvent,
    onAdmitted: () => {
      refresh();
      reload();
    },
    onLost: storeTyping.stop,
    onGone: props.onGone,
  });

  const newestStoreMessage = thread.messages.findLast((message) => !message.fromclient);
  useMarkRead(access, open, newestStoreMessage?.id);

  if (!open) return null;
  const status = channel.reconnecting
    ? t('panel.reconnecting')
    : channel.unavailable
      ? t('panel.unavailable')
      : t('panel.intro');
  return (
    <ChatPanel storeName={storeName} status={status} onClose={props.onClose}>
      <MessageList
        thread={thread}
        storeName={storeName}
        seenId={conversation ? lastSeenId(thread.messages, conversation.storereadat) : null}
        storeTyping={storeTyping.typing}
        failed={failed}
        onRetry={refresh}
        loadingEarlier={loadingEarlier}
        onLoadEarlier={() => void loadEarlier()}
      />
      <Composer access={access} onSent={(message) => dispatch({ type: 'received', message })} />
    </ChatPanel>
  );
}
