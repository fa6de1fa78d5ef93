import type { StartChatResponse } from '@olivia/contracts/realtime';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accessOptions, type ConversationAccess } from './conversation-access';

/**
 * The conversation's channel and a single-use token to open it. Unlike the store's start-chat,
 * nothing of it is kept: the storage keys of docs/product/client-settings.md belong to the signed-in merchant.
 */
export function openConversationSocket(
  access: ConversationAccess,
  signal: AbortSignal,
): Promise<StartChatResponse> {
  return callEndpoint(publicChatEndpoints.socket, accessOptions(access, signal));
}
