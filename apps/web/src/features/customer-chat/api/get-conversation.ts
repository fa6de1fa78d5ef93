import type { CustomerConversation } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accessOptions, type ConversationAccess } from './conversation-access';

/** The conversation as its customer sees it; 404 when the store deleted it. */
export function getConversation(
  access: ConversationAccess,
  signal?: AbortSignal,
): Promise<CustomerConversation> {
  return callEndpoint(publicChatEndpoints.get, accessOptions(access, signal));
}
