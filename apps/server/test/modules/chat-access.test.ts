import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TOKEN_HEADER, type ChatMessagesPage } from '@olivia/contracts/chat';
import { chatEndpoints, publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { signUp } from '../helpers/factories';
import { chatApi, startConversation } from '../helpers/chat';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const { headsUrl, threadUrl, customerThreadUrl, get, post, customerSays, headings } = chatApi(
  () => app,
);

describe('who may read and write a conversation', () => {
  it('lets the store’s sub-users chat, and answers 401 without a session', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const staff = await staffHeaders(app, merchant);
    expect((await headings(staff)).total).toBe(1);
    const reply = await post(threadUrl(customer.conversation.id), staff, {
      message: 'Hi from staff',
    });
    expect(reply.statusCode).toBe(201);
    expect((await get(headsUrl(), {})).statusCode).toBe(401);
    expect((await post(threadUrl(customer.conversation.id), {}, { message: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for another store’s conversation and changes nothing', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    const other = await signUp(app);
    expect((await headings(other.headers)).total).toBe(0);
    for (const response of [
      await get(endpointUrl(chatEndpoints.get, { id }), other.headers),
      await get(threadUrl(id), other.headers),
      await post(threadUrl(id), other.headers, { message: 'not yours' }),
      await post(endpointUrl(chatEndpoints.read, { id }), other.headers),
      await post(endpointUrl(chatEndpoints.typing, { id }), other.headers),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    await customerSays(customer, 'still here');
    const thread = (await get(threadUrl(id), merchant.headers)).json<ChatMessagesPage>();
    expect(thread.content.map((m) => m.message)).toEqual(['still here']);
    expect((await headings(merchant.headers)).content[0]?.unread).toBe(1);
  });

  it('opens a conversation to its own secret only', async () => {
    const merchant = await signUp(app);
    const first = await startConversation(app, merchant);
    const second = await startConversation(app, merchant);
    const id = first.conversation.id;
    const attempts: Headers[] = [
      {},
      { [CHAT_TOKEN_HEADER]: second.token },
      { [CHAT_TOKEN_HEADER]: 'x'.repeat(43) },
    ];
    for (const headers of attempts) {
      expect((await get(endpointUrl(publicChatEndpoints.get, { id }), headers)).statusCode).toBe(
        404,
      );
      expect((await get(customerThreadUrl(id), headers)).statusCode).toBe(404);
      expect((await post(customerThreadUrl(id), headers, { message: 'x' })).statusCode).toBe(404);
      expect(
        (await post(endpointUrl(publicChatEndpoints.socket, { id }), headers)).statusCode,
      ).toBe(404);
    }
    // the merchant's session is not a customer's secret either
    expect((await get(customerThreadUrl(id), merchant.headers)).statusCode).toBe(404);
    expect((await headings(merchant.headers)).content.every((h) => h.unread === 0)).toBe(true);
  });
});
