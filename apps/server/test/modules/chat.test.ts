import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatMessagesPage,
  type CustomerConversation,
  type MessageHeading,
} from '@olivia/contracts/chat';
import { chatEndpoints, publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { signUp, uniqueAddress } from '../helpers/factories';
import { chatApi, startConversation } from '../helpers/chat';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { threadUrl, customerThreadUrl, get, post, customerSays, storeSays, headings } = chatApi(
  () => app,
);

describe('a customer starting a conversation on the store’s page', () => {
  it('finds the store by its address and opens a conversation the merchant sees', async () => {
    const merchant = await signUp(app, { businessname: 'Bisi Bakes' });
    const store = await get(
      endpointUrl(publicChatEndpoints.store, { slug: merchant.body.url }),
      {},
    );
    expect(store.json()).toEqual({ name: 'Bisi Bakes', url: merchant.body.url });

    const customer = await startConversation(app, merchant, {
      clientname: '  Tolu Ade ',
      clientphone: '+234 803 000 1111',
      clientemail: '',
    });
    expect(customer.token).toMatch(/^[\w-]{43}$/);
    expect(customer.conversation).toMatchObject({
      clientname: 'Tolu Ade',
      storename: 'Bisi Bakes',
      storereadat: '',
    });
    const list = await headings(merchant.headers);
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({
      id: customer.conversation.id,
      clientname: 'Tolu Ade',
      clientphone: '+2348030001111',
      clientemail: '',
      url: merchant.body.url,
      name: 'Bisi Bakes',
      email: merchant.email,
      unread: 0,
    });
    expect(list.content[0]?.channel).toMatch(/^cv_[\w-]{27}$/);
  });

  it('refuses a nameless customer, one with neither email nor phone, and an unknown store', async () => {
    const merchant = await signUp(app);
    const url = endpointUrl(publicChatEndpoints.start, { slug: merchant.body.url });
    const nameless = await post(url, {}, { clientname: ' ', clientemail: 'a@example.com' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details).toMatchObject({ clientname: [messages.required] });
    const unreachable = await post(
      url,
      {},
      { clientname: 'Ola', clientemail: '', clientphone: '' },
    );
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().details).toMatchObject({
      clientemail: [messages.emailOrPhoneRequired],
    });
    const badEmail = await post(url, {}, { clientname: 'Ola', clientemail: 'ola@' });
    expect(badEmail.json().details).toMatchObject({ clientemail: [messages.invalidEmail] });
    const nul = await post(url, {}, { clientname: 'O\u0000la', clientemail: 'o@example.com' });
    expect(nul.statusCode).toBe(400);
    const unknown = endpointUrl(publicChatEndpoints.start, { slug: 'no-such-store-here' });
    expect(
      (await post(unknown, {}, { clientname: 'Ola', clientemail: 'o@example.com' })).statusCode,
    ).toBe(404);
    expect((await headings(merchant.headers)).total).toBe(0);
  });

  it('lets one address start ten conversations an hour, not eleven', async () => {
    const merchant = await signUp(app);
    const url = endpointUrl(publicChatEndpoints.start, { slug: merchant.body.url });
    const remoteAddress = uniqueAddress();
    const payload = { clientname: 'Spammer', clientemail: 'spam@example.com' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url, payload, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect((await headings(merchant.headers)).total).toBe(10);
  });
});

describe('talking', () => {
  it('keeps both sides’ messages in one thread, with the list’s last message and unread count', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    await customerSays(customer, 'Do you deliver to Ikeja?');
    const question = await customerSays(customer, '<b>Today</b>\nplease');
    expect(question).toMatchObject({ headid: id, type: 'chat', fromclient: true });
    expect(question.message).toBe('<b>Today</b>\nplease');

    const [row] = (await headings(merchant.headers)).content;
    expect(row).toMatchObject({
      unread: 2,
      lastmessage: '<b>Today</b>\nplease',
      lastfromclient: true,
    });
    const answer = await storeSays(merchant, id, 'Yes, by 5 pm.');
    expect(answer).toMatchObject({ fromclient: false, message: 'Yes, by 5 pm.' });
    expect((await headings(merchant.headers)).content[0]).toMatchObject({
      unread: 2,
      lastmessage: 'Yes, by 5 pm.',
      lastfromclient: false,
    });

    const thread = (await get(customerThreadUrl(id), customer.headers)).json<ChatMessagesPage>();
    expect(thread.more).toBe(false);
    expect(thread.content.map((m) => [m.message, m.fromclient])).toEqual([
      ['Do you deliver to Ikeja?', true],
      ['<b>Today</b>\nplease', true],
      ['Yes, by 5 pm.', false],
    ]);
    const staffView = (await get(threadUrl(id), merchant.headers)).json<ChatMessagesPage>();
    expect(staffView.content).toEqual(thread.content);
  });

  it('pages a long thread backwards, oldest first within a page', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    for (let i = 1; i <= 35; i += 1) await storeSays(merchant, id, `message ${i}`);
    const latest = (await get(threadUrl(id), merchant.headers)).json<ChatMessagesPage>();
    expect(latest.more).toBe(true);
    expect(latest.content).toHaveLength(30);
    expect(latest.content[0]?.message).toBe('message 6');
    expect(latest.content.at(-1)?.message).toBe('message 35');
    const before = latest.content[0]?.id ?? '';
    const earlier = (
      await get(`${customerThreadUrl(id)}?before=${before}`, customer.headers)
    ).json<ChatMessagesPage>();
    expect(earlier.more).toBe(false);
    expect(earlier.content.map((m) => m.message)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `message ${n}`),
    );
  });

  it('refuses an empty message, one over 2,000 characters and a NUL, storing nothing', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    const cases = [{ message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'a\u0000b' }, {}];
    for (const payload of cases) {
      expect((await post(threadUrl(id), merchant.headers, payload)).statusCode).toBe(400);
      expect((await post(customerThreadUrl(id), customer.headers, payload)).statusCode).toBe(400);
    }
    const tooLong = await post(threadUrl(id), merchant.headers, { message: 'x'.repeat(2001) });
    expect(tooLong.json().details).toMatchObject({ message: [messages.chatMessageTooLong] });
    expect((await storeSays(merchant, id, 'x'.repeat(2000))).message).toHaveLength(2000);
    const thread = (await get(threadUrl(id), merchant.headers)).json<ChatMessagesPage>();
    expect(thread.content).toHaveLength(1);
  });

  it('marks the customer’s messages read for the store and the store’s for the customer', async () => {
    const merchant = await signUp(app);
    const customer = await startConversation(app, merchant);
    const id = customer.conversation.id;
    await customerSays(customer, 'Hello?');
    const read = await post(endpointUrl(chatEndpoints.read, { id }), merchant.headers);
    expect(read.json<MessageHeading>().unread).toBe(0);
    const conversation = await get(endpointUrl(publicChatEndpoints.get, { id }), customer.headers);
    expect(conversation.json<CustomerConversation>().storereadat).not.toBe('');

    const seen = await post(endpointUrl(publicChatEndpoints.read, { id }), customer.headers);
    expect(seen.statusCode).toBe(200);
    const heading = (
      await get(endpointUrl(chatEndpoints.get, { id }), merchant.headers)
    ).json<MessageHeading>();
    expect(Date.parse(heading.clientreadat)).toBeGreaterThan(0);
  });

  it('searches and filters the list: by name, e-mail or phone, and unread only', async () => {
    const merchant = await signUp(app);
    const amaka = await startConversation(app, merchant, {
      clientname: 'Amaka Obi',
      clientemail: 'amaka@example.com',
    });
    await startConversation(app, merchant, {
      clientname: 'Femi Lawal',
      clientphone: '08031112222',
    });
    await customerSays(amaka, 'Is the blue one in stock?');
    expect((await headings(merchant.headers, '?q=femi')).content.map((h) => h.clientname)).toEqual([
      'Femi Lawal',
    ]);
    expect((await headings(merchant.headers, '?q=amaka%40')).total).toBe(1);
    expect((await headings(merchant.headers, '?q=0803111')).content[0]?.clientname).toBe(
      'Femi Lawal',
    );
    const unread = await headings(merchant.headers, '?unread=true');
    expect(unread.content.map((h) => h.clientname)).toEqual(['Amaka Obi']);
    // newest message first: Amaka wrote after Femi's conversation began
    expect((await headings(merchant.headers)).content.map((h) => h.clientname)).toEqual([
      'Amaka Obi',
      'Femi Lawal',
    ]);
  });
});
