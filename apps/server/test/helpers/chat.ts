import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  CHAT_TOKEN_HEADER,
  type ChatMessage,
  type MessageHeadingList,
  type StartConversationRequest,
  type StartConversationResponse,
} from '@olivia/contracts/chat';
import { chatEndpoints, publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { StartChatResponse } from '@olivia/contracts/realtime';
import { uniqueAddress, type SignedIn } from './factories';
import { isConnected, openChannel } from './channel-client';

/** A customer of `merchant`'s store who opened a conversation (from an address of their own). */
export async function startConversation(
  app: FastifyInstance,
  merchant: SignedIn,
  body: StartConversationRequest = { clientname: 'Bisi Ade', clientemail: 'bisi@example.com' },
) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(publicChatEndpoints.start, { slug: merchant.body.url }),
    payload: body,
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const started = response.json<StartConversationResponse>();
  return { ...started, headers: { [CHAT_TOKEN_HEADER]: started.token } };
}

export type Customer = Awaited<ReturnType<typeof startConversation>>;

/** The customer's widget on its conversation's channel. */
export async function joinConversationChannel(
  app: FastifyInstance,
  base: string,
  customer: Customer,
) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(publicChatEndpoints.socket, { id: customer.conversation.id }),
    headers: customer.headers,
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const chat = response.json<StartChatResponse>();
  const client = openChannel(base, chat.channel, { apiKey: chat.apikey });
  client.socket.once('open', () => client.send({ auth: chat.jwt }));
  await client.next(isConnected);
  return { chat, client };
}

type Headers = Record<string, string>;

/** The chat API as the tests call it, each call from an address of its own. */
export function chatApi(app: () => FastifyInstance) {
  const headsUrl = (query = '') => `${endpointUrl(chatEndpoints.list)}${query}`;
  const threadUrl = (id: string) => endpointUrl(chatEndpoints.messages, { id });
  const customerThreadUrl = (id: string) => endpointUrl(publicChatEndpoints.messages, { id });
  const get = (url: string, headers: Headers) =>
    app().inject({ url, headers, remoteAddress: uniqueAddress() });
  const post = (url: string, headers: Headers, payload?: object) =>
    app().inject({ method: 'POST', url, headers, payload, remoteAddress: uniqueAddress() });
  const sent = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatMessage>();
  };
  return {
    headsUrl,
    threadUrl,
    customerThreadUrl,
    get,
    post,
    customerSays: async (customer: Customer, message: string) =>
      sent(await post(customerThreadUrl(customer.conversation.id), customer.headers, { message })),
    storeSays: async (merchant: SignedIn, headId: string, message: string) =>
      sent(await post(threadUrl(headId), merchant.headers, { message })),
    async headings(headers: Headers, query = '') {
      const response = await get(headsUrl(query), headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MessageHeadingList>();
    },
  };
}
