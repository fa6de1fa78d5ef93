import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPING_MARKER } from '@olivia/contracts/realtime';
import { chatEndpoints, publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { CLOSE_CODES, MAX_SOCKETS_PER_CHANNEL } from '@olivia/contracts/realtime';
import { signUp, uniqueAddress } from '../helpers/factories';
import { joinConversationChannel, startConversation } from '../helpers/chat';
import {
  isConnected,
  joinStoreChannel,
  listen,
  openChannel,
  startChat,
} from '../helpers/channel-client';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await listen(app);
});
afterAll(() => app.close());

type Frame = Record<string, unknown>;
const having = (fields: Frame) => (frame: unknown) =>
  Object.entries(fields).every(([key, value]) => (frame as Frame)[key] === value);
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload, remoteAddress: uniqueAddress() });

/** No frame matching `match` arrives within a moment (after a later frame proves delivery). */
const framesSoFar = (frames: unknown[], match: (frame: unknown) => boolean) => frames.filter(match);

describe('messages, live on both sides', () => {
  it('delivers the customer’s message to every staff tab and the store’s reply to the customer', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant, {
      clientname: 'Ngozi',
      clientphone: '08030000000',
    });
    const id = customer.conversation.id;
    const tabA = await joinStoreChannel(app, base, merchant.headers);
    const tabB = await joinStoreChannel(app, base, merchant.headers);
    const widget = await joinConversationChannel(app, base, customer);

    const sent = await post(endpointUrl(publicChatEndpoints.send, { id }), customer.headers, {
      message: 'Is it still available?',
    });
    const stored = sent.json<Frame>();
    for (const tab of [tabA, tabB]) {
      const frame = await tab.client.next(having({ type: 'chat', id: stored.id }));
      expect(frame).toEqual({ ...stored });
      expect(frame).toMatchObject({
        headid: id,
        fromclient: true,
        message: 'Is it still available?',
      });
    }
    // the customer's other tabs see it too
    await widget.client.next(having({ id: stored.id, fromclient: true }));

    const reply = await post(endpointUrl(chatEndpoints.send, { id }), merchant.headers, {
      message: 'Yes!',
    });
    const replyFrame = await widget.client.next(having({ type: 'chat', message: 'Yes!' }));
    expect(replyFrame).toMatchObject({ fromclient: false, headid: id, id: reply.json<Frame>().id });
    // the other staff tab follows the thread
    await tabB.client.next(having({ message: 'Yes!', fromclient: false }));
  });

  it('tells the other side who is typing, and no one else', async () => {
    const merchant = await signUp(app, { businessname: 'Ayo Prints' });
    const customer = await startConversation(app, merchant, {
      clientname: 'Kemi',
      clientemail: 'kemi@example.com',
    });
    const id = customer.conversation.id;
    const staff = await joinStoreChannel(app, base, merchant.headers);
    const widget = await joinConversationChannel(app, base, customer);

    expect(
      (await post(endpointUrl(publicChatEndpoints.typing, { id }), customer.headers)).statusCode,
    ).toBe(200);
    const typing = await staff.client.next(having({ type: 'chat', headid: id }));
    expect(typing).toMatchObject({ message: `Kemi ${TYPING_MARKER}` });
    expect(typing).not.toHaveProperty('id');

    expect(
      (await post(endpointUrl(chatEndpoints.typing, { id }), merchant.headers)).statusCode,
    ).toBe(200);
    await widget.client.next(having({ message: `Ayo Prints ${TYPING_MARKER}` }));
    // a later message proves delivery order: neither side got its own typing
    await post(endpointUrl(chatEndpoints.send, { id }), merchant.headers, { message: 'after' });
    await staff.client.next(having({ message: 'after' }));
    await widget.client.next(having({ message: 'after' }));
    expect(
      framesSoFar(staff.client.frames, having({ message: `Ayo Prints ${TYPING_MARKER}` })),
    ).toEqual([]);
    expect(framesSoFar(widget.client.frames, having({ message: `Kemi ${TYPING_MARKER}` }))).toEqual(
      [],
    );
  });

  it('sends read receipts to the other side as type read', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    const staff = await joinStoreChannel(app, base, merchant.headers);
    const widget = await joinConversationChannel(app, base, customer);
    const storeRead = await post(endpointUrl(chatEndpoints.read, { id }), merchant.headers);
    const receipt = await widget.client.next(having({ type: 'read', headid: id }));
    expect(receipt).toMatchObject({ message: '' });
    expect(storeRead.statusCode).toBe(200);
    await post(endpointUrl(publicChatEndpoints.read, { id }), customer.headers);
    const clientReceipt = await staff.client.next(having({ type: 'read', headid: id }));
    const heading = await app.inject({
      url: endpointUrl(chatEndpoints.get, { id }),
      headers: merchant.headers,
    });
    expect((clientReceipt as Frame).datetime).toBe(heading.json<Frame>().clientreadat);
  });

  it('keeps other stores and other conversations out of it', async () => {
    const merchant = await signUp(app);
    const first = await startConversation(app, merchant);
    const second = await startConversation(app, merchant);
    const outsider = await joinStoreChannel(app, base, (await signUp(app)).headers);
    const secondWidget = await joinConversationChannel(app, base, second);
    const staff = await joinStoreChannel(app, base, merchant.headers);
    await post(
      endpointUrl(publicChatEndpoints.send, { id: first.conversation.id }),
      first.headers,
      { message: 'private words' },
    );
    await staff.client.next(having({ message: 'private words' }));
    await post(
      endpointUrl(publicChatEndpoints.send, { id: second.conversation.id }),
      second.headers,
      { message: 'mine' },
    );
    await secondWidget.client.next(having({ message: 'mine' }));
    expect(framesSoFar(secondWidget.client.frames, having({ message: 'private words' }))).toEqual(
      [],
    );
    expect(outsider.client.frames.filter((frame) => !isConnected(frame))).toEqual([]);
  });
});

describe('conversation channels', () => {
  it('admits a conversation token only to its own channel, and a store token not there', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const other = await startConversation(app, merchant);
    const socketUrl = (id: string) => endpointUrl(publicChatEndpoints.socket, { id });
    const mine = (await post(socketUrl(customer.conversation.id), customer.headers)).json<{
      channel: string;
      jwt: string;
      apikey: string;
    }>();
    const theirs = (await post(socketUrl(other.conversation.id), other.headers)).json<{
      channel: string;
    }>();
    const store = await startChat(app, merchant.headers);

    const attempts = [
      { channel: theirs.channel, jwt: mine.jwt },
      { channel: store.channel, jwt: mine.jwt },
      { channel: mine.channel, jwt: store.jwt },
    ];
    for (const attempt of attempts) {
      const client = openChannel(base, attempt.channel, { apiKey: mine.apikey });
      client.socket.once('open', () => client.send({ auth: attempt.jwt }));
      expect((await client.closed).code).toBe(CLOSE_CODES.authFailed);
    }
    // a refusal does not spend the token: it still opens its own channel, once
    const client = openChannel(base, mine.channel, { apiKey: mine.apikey });
    client.socket.once('open', () => client.send({ auth: mine.jwt }));
    await client.next(isConnected);
    const reused = openChannel(base, mine.channel, { apiKey: mine.apikey });
    reused.socket.once('open', () => reused.send({ auth: mine.jwt }));
    expect((await reused.closed).code).toBe(CLOSE_CODES.authFailed);
  });

  it(`holds at most ${MAX_SOCKETS_PER_CHANNEL} sockets per channel on a process`, async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_CHANNEL; i += 1) {
      open.push(await joinConversationChannel(app, base, customer));
    }
    const response = await post(
      endpointUrl(publicChatEndpoints.socket, { id: customer.conversation.id }),
      customer.headers,
    );
    const { channel, jwt, apikey } = response.json<{
      channel: string;
      jwt: string;
      apikey: string;
    }>();
    const extra = openChannel(base, channel, { apiKey: apikey });
    extra.socket.once('open', () => extra.send({ auth: jwt }));
    expect((await extra.closed).code).toBe(CLOSE_CODES.channelFull);
    open[0]?.client.socket.close();
    await open[0]?.client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await joinConversationChannel(app, base, customer);
    expect(again.client.frames.some(isConnected)).toBe(true);
    for (const { client } of [...open, again]) client.socket.close();
  }, 60_000);
});
