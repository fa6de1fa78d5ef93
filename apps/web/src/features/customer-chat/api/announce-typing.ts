import type { MessageResponse } from '@olivia/contracts/auth';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accessOptions, type ConversationAccess } from './conversation-access';

/** The customer is typing: the store sees it for a few seconds. */
export function announceTyping(access: ConversationAccess): Promise<MessageResponse> {
  return callEndpoint(publicChatEndpoints.typing, accessOptions(access));
}
