import type { ChatMessage, SendChatMessageRequest } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerChatKeys } from './customer-chat-keys';
import { accessOptions, type ConversationAccess } from './conversation-access';

/** The customer's message, as stored (the channel echoes it with the same id). */
export function sendConversationMessage(
  access: ConversationAccess,
  body: SendChatMessageRequest,
): Promise<ChatMessage> {
  return callEndpoint(publicChatEndpoints.send, { ...accessOptions(access), body });
}

export function useSendConversationMessage(access: ConversationAccess) {
  return useMutation({
    mutationKey: customerChatKeys.send(access.id),
    mutationFn: (body: SendChatMessageRequest) => sendConversationMessage(access, body),
  });
}
