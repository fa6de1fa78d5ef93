import { endpointUrl } from '@olivia/contracts/endpoint';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastSocket } from '../../../test/fake-web-socket';
import { chatMessage, heading, headId, mockChatsApi } from '../test/chats-api';
import { conversations, messageLog, renderChats, rowNames } from '../test/render-chats';

const bola = headId(1);
const chidi = headId(2);
const rowOf = async (name: string) =>
  within(await conversations()).findByRole('link', { name: new RegExp(name) });
const texts = async (name: string) =>
  within(await messageLog(name))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p span:last-child')?.textContent);

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
};

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('/chats, live', () => {
  it("puts a customer's message in its thread and its conversation on top, read while open", async () => {
    const api = mockChatsApi([heading(1), heading(2)], { [chidi]: [chatMessage(1, chidi)] });
    const { receive } = await renderChats(`/chats?c=${chidi}`);
    await waitFor(async () => expect(await texts('Chidi Eze')).toEqual(['Message 1']));
    expect(await rowNames()).toEqual(['Bola Ade', 'Chidi Eze']);

    receive({
      ...chatMessage(2, chidi, { message: 'Hello?', createdat: '2026-03-05T15:00:00.000Z' }),
    });
    await waitFor(async () => expect(await texts('Chidi Eze')).toEqual(['Message 1', 'Hello?']));
    await waitFor(async () => expect(await rowNames()).toEqual(['Chidi Eze', 'Bola Ade']));
    expect(await rowOf('Chidi Eze')).toHaveTextContent('Hello?');
    await waitFor(() => expect(api.of(chatEndpoints.read)).toHaveLength(1));
    expect(api.of(chatEndpoints.read)[0]?.url).toBe(endpointUrl(chatEndpoints.read, { id: chidi }));
    await waitFor(async () => expect(await rowOf('Chidi Eze')).not.toHaveTextContent('unread'));

    receive({
      ...chatMessage(3, bola, { message: 'Anyone?', createdat: '2026-03-05T15:01:00.000Z' }),
    });
    await waitFor(async () => expect(await rowNames()).toEqual(['Bola Ade', 'Chidi Eze']));
    expect(await rowOf('Bola Ade')).toHaveTextContent('Anyone?');
    expect(await rowOf('Bola Ade')).toHaveTextContent('1 unread');
    expect(api.of(chatEndpoints.read)).toHaveLength(1);
  });

  it('reads an open thread only while the page is on screen', async () => {
    setVisibility('hidden');
    const api = mockChatsApi([heading(1, { unread: 3 })], { [bola]: [chatMessage(1, bola)] });
    await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts('Bola Ade')).toEqual(['Message 1']));
    expect(await rowOf('Bola Ade')).toHaveTextContent('3 unread');
    expect(api.of(chatEndpoints.read)).toHaveLength(0);

    setVisibility('visible');
    await waitFor(() => expect(api.of(chatEndpoints.read)).toHaveLength(1));
    await waitFor(async () => expect(await rowOf('Bola Ade')).not.toHaveTextContent('unread'));
  });

  it('fetches the list again for a conversation it does not hold yet', async () => {
    const heads = [heading(2)];
    const api = mockChatsApi(heads);
    const { receive } = await renderChats();
    expect(await rowNames()).toEqual(['Chidi Eze']);
    heads.push(heading(1, { lastmessage: 'Hi, I am new here', unread: 1 }));
    receive({ ...chatMessage(1, bola, { message: 'Hi, I am new here' }) });
    await waitFor(async () => expect(await rowNames()).toEqual(['Bola Ade', 'Chidi Eze']));
    expect(api.of(chatEndpoints.list)).toHaveLength(2);
  });

  it('shows the customer typing in the thread and the list until silence or their message', async () => {
    mockChatsApi([heading(1), heading(2)], { [bola]: [chatMessage(1, bola)] });
    const { receive } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts('Bola Ade')).toEqual(['Message 1']));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const typing = { type: 'chat', message: 'Bola Ade is typing....', headid: bola };

    receive(typing);
    const status = () =>
      within(screen.getByRole('region', { name: 'Bola Ade' })).getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent('Bola Ade is typing…'));
    expect(await rowOf('Bola Ade')).toHaveTextContent('Bola Ade is typing…');
    act(() => vi.advanceTimersByTime(3_000));
    receive(typing);
    act(() => vi.advanceTimersByTime(3_000));
    expect(status()).toHaveTextContent('Bola Ade is typing…');
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(await rowOf('Bola Ade')).not.toHaveTextContent('typing');

    receive(typing);
    await waitFor(() => expect(status()).toHaveTextContent('Bola Ade is typing…'));
    receive({
      ...chatMessage(2, bola, { message: 'Done typing', createdat: '2026-03-05T15:00:00.000Z' }),
    });
    await waitFor(() => expect(status()).toHaveTextContent(''));
    expect(await texts('Bola Ade')).toContain('Done typing');
  });

  it("shows 'Seen' under the store's messages the customer has read", async () => {
    const own = (id: number, at: string) =>
      chatMessage(id, bola, { fromclient: false, createdat: at });
    mockChatsApi([heading(1)], {
      [bola]: [own(1, '2026-03-05T14:00:00.000Z'), own(2, '2026-03-05T14:05:00.000Z')],
    });
    const { receive } = await renderChats(`/chats?c=${bola}`);
    const log = await messageLog('Bola Ade');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(log).not.toHaveTextContent('Seen');

    receive({ type: 'read', message: '', headid: bola, datetime: '2026-03-05T14:01:00.000Z' });
    await waitFor(() => expect(within(log).getAllByText(/Seen/)).toHaveLength(1));
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Seen');
    expect(second).not.toHaveTextContent('Seen');
  });

  it('fetches the list and the open thread again after the channel comes back', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const thread = [chatMessage(1, bola)];
    const api = mockChatsApi([heading(1)], { [bola]: thread });
    await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts('Bola Ade')).toEqual(['Message 1']));
    const lists = api.of(chatEndpoints.list).length;

    thread.push(chatMessage(2, bola, { message: 'Sent while you were away' }));
    act(() => lastSocket().fail());
    await waitFor(() => expect(api.of(realtimeEndpoints.startChat)).toHaveLength(2));
    expect(await screen.findByText(/Reconnecting…/)).toBeInTheDocument();
    const socket = await waitFor(() => {
      const next = lastSocket();
      expect(next.readyState).toBe(0);
      return next;
    });
    act(() => socket.acceptConnection());
    await waitFor(async () =>
      expect(await texts('Bola Ade')).toEqual(['Message 1', 'Sent while you were away']),
    );
    expect(api.of(chatEndpoints.list).length).toBeGreaterThan(lists);
  });
});
