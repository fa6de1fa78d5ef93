import { CHAT_TOKEN_HEADER, type StartConversationResponse } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, clientAddressHeader } from './browser';

/** The signed-in store's address (`url` of sign-in), as its public page takes it. */
export const storeUrlOf = (page: Page) => page.evaluate(() => localStorage.getItem('url') ?? '');

/**
 * A customer writing from the store's page without a browser (the public API the widget calls),
 * from an address of their own.
 */
export async function customerOf(storeUrl: string, clientname = 'Bola Ade', base = baseUrl()) {
  const address = clientAddressHeader();
  const post = (url: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address, ...headers },
      body: JSON.stringify(body ?? {}),
    });
  const started = await post(endpointUrl(publicChatEndpoints.start, { slug: storeUrl }), {
    clientname,
    clientemail: 'bola.ade@example.com',
  });
  expect(started.status).toBe(201);
  const { conversation, token } = (await started.json()) as StartConversationResponse;
  const auth = { [CHAT_TOKEN_HEADER]: token };
  return {
    id: conversation.id,
    async say(message: string) {
      const sent = await post(
        endpointUrl(publicChatEndpoints.send, { id: conversation.id }),
        { message },
        auth,
      );
      expect(sent.status).toBe(201);
    },
  };
}
