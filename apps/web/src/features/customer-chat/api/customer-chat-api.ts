import type { MessageResponse } from '@olivia/contracts/auth';
import {
  CHAT_TOKEN_HEADER,
  type ChatMessage,
  type ChatMessagesPage,
  type CustomerConversation,
  type SendChatMessageRequest,
  type StartConversationRequest,
  type StartConversationResponse,
} from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import type { StartChatResponse } from '@olivia/contracts/realtime';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const customerChatKeys = resourceKeys('customerChat');

/** What reopens a customer's conversation: its id and its secret (kept per store, see storage). */
export interface ConversationAccess {
  id: string;
  token: string;
}

/** The conversation's id as a path parameter and its secret in the `chattoken` header. */
function accessOptions(access: ConversationAccess, signal?: AbortSignal) {
  return {
    params: { id: access.id },
    headers: { [CHAT_TOKEN_HEADER]: access.token },
    signal,
  };
}

/** Opens a conversation with the store: the conversation and the secret that reopens it. */
export function startConversation(
  slug: string,
  body: StartConversationRequest,
): Promise<StartConversationResponse> {
  return callEndpoint(publicChatEndpoints.start, { params: { slug }, body });
}

export function useStartConversation(slug: string) {
  return useMutation({
    mutationKey: [...customerChatKeys.mutation('start'), slug],
    mutationFn: (body: StartConversationRequest) => startConversation(slug, body),
  });
}

/** The conversation as its customer sees it; 404 when the store deleted it. */
export function getConversation(
  access: ConversationAccess,
  signal?: AbortSignal,
): Promise<CustomerConversation> {
  return callEndpoint(publicChatEndpoints.get, accessOptions(access, signal));
}

/**
 * The conversation's channel and a single-use token to open it. Unlike the store's start-chat,
 * nothing of it is kept: the storage keys of docs/product/client-settings.md belong to the
 * signed-in merchant.
 */
export function openConversationSocket(
  access: ConversationAccess,
  signal: AbortSignal,
): Promise<StartChatResponse> {
  return callEndpoint(publicChatEndpoints.socket, accessOptions(access, signal));
}

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

/** The customer's message, as stored (the channel echoes it with the same id). */
export function sendConversationMessage(
  access: ConversationAccess,
  body: SendChatMessageRequest,
): Promise<ChatMessage> {
  return callEndpoint(publicChatEndpoints.send, { ...accessOptions(access), body });
}

export function useSendConversationMessage(access: ConversationAccess) {
  return useMutation({
    mutationKey: [...customerChatKeys.mutation('send'), access.id],
    mutationFn: (body: SendChatMessageRequest) => sendConversationMessage(access, body),
  });
}

/** The customer has seen the store's messages so far (the store's list shows them read). */
export function markConversationRead(access: ConversationAccess): Promise<CustomerConversation> {
  return callEndpoint(publicChatEndpoints.read, accessOptions(access));
}

/** The customer is typing: the store sees it for a few seconds. */
export function announceTyping(access: ConversationAccess): Promise<MessageResponse> {
  return callEndpoint(publicChatEndpoints.typing, accessOptions(access));
}
