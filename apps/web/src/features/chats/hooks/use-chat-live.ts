import { ChatMessageSchema } from '@olivia/contracts/chat';
import { READ_RECEIPT_TYPE, TYPING_MARKER } from '@olivia/contracts/realtime';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isTypingMessage, type ReceivedMessage } from '../../../lib/realtime/frames';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { chatKeys, recordClientRead, recordMessage } from '../api/chat-cache';

interface ChatLiveHandlers {
  /** A customer is typing in conversation `headid`. */
  onTyping: (headid: string, name: string) => void;
  /** A message of conversation `headid` arrived: whoever typed there has sent it. */
  onChatMessage: (headid: string) => void;
}

/** '<clientname> is typing....' → the name. */
const typistOf = (text: string) => text.slice(0, text.lastIndexOf(TYPING_MARKER)).trim();

/**
 * /chats on the store's channel: messages join their thread and move their conversation up,
 * typing and read receipts show, and after a reconnect what was missed is fetched again.
 */
export function useChatLive({ onTyping, onChatMessage }: ChatLiveHandlers): void {
  const queryClient = useQueryClient();
  const refetch = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  const fetching = (queryKey: QueryKey) => queryClient.isFetching({ queryKey }) > 0;
  const refetchAll = () => {
    for (const queryKey of [chatKeys.lists(), chatKeys.threads(), chatKeys.details()]) {
      refetch(queryKey);
    }
  };

  const receive = (frame: ReceivedMessage) => {
    if (!frame.headid) return;
    if (frame.type === READ_RECEIPT_TYPE) {
      return recordClientRead(queryClient, frame.headid, frame.datetime || frame.createdat);
    }
    if (frame.type !== 'chat') return;
    if (isTypingMessage(frame)) {
      // Only customers' typing reaches the store's channel; the store's own is never shown.
      if (frame.fromclient) onTyping(frame.headid, typistOf(frame.message));
      return;
    }
    onChatMessage(frame.headid);
    const message = ChatMessageSchema.safeParse(frame);
    if (!message.success) {
      // A message without its id cannot be placed once for sure: fetch its thread again.
      refetch(chatKeys.thread(frame.headid));
      refetch(chatKeys.lists());
      return;
    }
    const listed = recordMessage(queryClient, message.data);
    const thread = chatKeys.thread(frame.headid);
    // A conversation no list holds yet: a customer just started it. And a fetch under way may
    // have been answered before this message was stored: its answer would drop it.
    if (!listed || fetching(chatKeys.lists())) refetch(chatKeys.lists());
    if (fetching(thread)) refetch(thread);
  };

  useRealtime({ onMessage: receive, onReconnect: refetchAll });
}
