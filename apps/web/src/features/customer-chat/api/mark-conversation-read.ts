import type { CustomerConversation } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accessOptions, type ConversationAccess } from './conversation-access';

/** The customer has seen the store's messages so far (the store's list shows them read). */
export function markConversationRead(access: ConversationAccess): Promise<CustomerConversation> {
  return callEndpoint(publicChatEndpoints.read, accessOptions(access));
}
