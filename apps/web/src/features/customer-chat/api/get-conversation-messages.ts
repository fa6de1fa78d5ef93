import type { ChatMessagesPage } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accessOptions, type ConversationAccess } from './conversation-access';

/** The newest page of the thread, or the page before the message `before` (oldest first). */
export function getConversationMessages(
  access: ConversationAccess,
  before?: string,
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  return callEndpoint(publicChatEndpoints.messages, {
    ...accessOptions(access, signal),
    query: before === undefined ? {} : { before },
  });
}
