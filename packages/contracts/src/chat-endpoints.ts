import { MessageResponseSchema } from './auth';
import {
  ChatHeadsQuerySchema,
  ChatIdParamsSchema,
  ChatMessageSchema,
  ChatMessagesPageSchema,
  ChatMessagesQuerySchema,
  ConversationSocketResponseSchema,
  CustomerConversationSchema,
  MessageHeadingListSchema,
  MessageHeadingSchema,
  PublicStoreSchema,
  SendChatMessageRequestSchema,
  StartConversationRequestSchema,
  StartConversationResponseSchema,
  StoreSlugParamsSchema,
} from './chat';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** The store's side of live chat: every signed-in user of the store (the /chats screen). */
export const chatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/heads',
    auth: 'session',
    query: ChatHeadsQuerySchema,
    response: MessageHeadingListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/heads/:id',
    auth: 'session',
    params: ChatIdParamsSchema,
    response: MessageHeadingSchema,
  }),
  messages: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/heads/:id/messages',
    auth: 'session',
    params: ChatIdParamsSchema,
    query: ChatMessagesQuerySchema,
    response: ChatMessagesPageSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/heads/:id/messages',
    auth: 'session',
    params: ChatIdParamsSchema,
    body: SendChatMessageRequestSchema,
    response: ChatMessageSchema,
    status: 201,
  }),
  /** Everything the customer sent so far is read; the customer's widget shows it seen. */
  read: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/heads/:id/read',
    auth: 'session',
    params: ChatIdParamsSchema,
    response: MessageHeadingSchema,
  }),
  /** The store is typing: the customer sees 'is typing....' for a few seconds. */
  typing: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/heads/:id/typing',
    auth: 'session',
    params: ChatIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

/**
 * The customer's side, on the store's public page: no account; a conversation is reopened with
 * its secret in the header `chattoken`. Rate-limited per address.
 */
export const publicChatEndpoints = {
  store: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/public/stores/:slug',
    auth: 'public',
    params: StoreSlugParamsSchema,
    response: PublicStoreSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/public/stores/:slug/conversations',
    auth: 'public',
    params: StoreSlugParamsSchema,
    body: StartConversationRequestSchema,
    response: StartConversationResponseSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/public/conversations/:id',
    auth: 'public',
    params: ChatIdParamsSchema,
    response: CustomerConversationSchema,
  }),
  socket: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/public/conversations/:id/socket',
    auth: 'public',
    params: ChatIdParamsSchema,
    response: ConversationSocketResponseSchema,
  }),
  messages: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/chat/public/conversations/:id/messages',
    auth: 'public',
    params: ChatIdParamsSchema,
    query: ChatMessagesQuerySchema,
    response: ChatMessagesPageSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/public/conversations/:id/messages',
    auth: 'public',
    params: ChatIdParamsSchema,
    body: SendChatMessageRequestSchema,
    response: ChatMessageSchema,
    status: 201,
  }),
  read: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/public/conversations/:id/read',
    auth: 'public',
    params: ChatIdParamsSchema,
    response: CustomerConversationSchema,
  }),
  typing: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/chat/public/conversations/:id/typing',
    auth: 'public',
    params: ChatIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
