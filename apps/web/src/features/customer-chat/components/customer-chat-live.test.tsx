import { endpointUrl } from '@olivia/contracts/endpoint';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, type FakeWebSocket } from '../../../test/fake-web-socket';
import { jsonResponse } from '../../../test/fetch-mock';
import {
  chatMessage,
  CONVERSATION_ID,
  CONVERSATION_TOKEN,
  mockCustomerChatApi,
} from '../test/customer-chat-api';
import {
  admittedSocket,
  rememberConversation,
  renderCustomerChat,
} from '../test/render-customer-chat';

let Socket: typeof FakeWebSocket;

beforeEach(() => {
  Socket = installFakeWebSocket();
  rememberConversation();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The returning customer's page with the panel open and the channel admitted. */
async function openConversation(api: ReturnType<typeof mockCustomerChatApi>) {
  const rendered = renderCustomerChat();
  const socket = await admittedSocket(Socket);
  await rendered.user.click(rendered.launcher());
  const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });
  await waitFor(() => expect(api.of(publicChatEndpoints.messages).length).toBeGreaterThan(0));
  return { ...rendered, socket, panel };
}

describe('the conversation', () => {
  it('opens the conversation channel with the token in the first frame, never in storage', async () => {
    const api = mockCustomerChatApi();
    renderCustomerChat();
    const socket = await admittedSocket(Socket);
    expect(api.of(publicChatEndpoints.socket)[0]?.headers.get('chattoken')).toBe(
      CONVERSATION_TOKEN,
    );
    expect(socket.url).toBe('ws://localhost:3000/v3/cv_conversation?api_key=key-1&notify_self=1');
    expect(socket.sent).toEqual([JSON.stringify({ auth: 'jwt-1' })]);
    for (const key of ['channel', 'apiKey', 'clusterId', 'chatToken']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('sends with Enter and shows the message once, even when the channel echoes it', async () => {
    const api = mockCustomerChatApi([chatMessage(1, { message: 'Welcome!' })]);
    const { user, socket, panel } = await openConversation(api);
    const composer = within(panel).getByRole('textbox', { name: 'Your message' });

    await user.type(composer, 'Two lines{Shift>}{Enter}{/Shift}please{Enter}');
    const sent = await within(panel).findByText(/Two lines\s+please/);
    expect(api.of(publicChatEndpoints.send)[0]?.body).toEqual({ message: 'Two lines\nplease' });
    expect(api.of(publicChatEndpoints.send)[0]?.headers.get('chattoken')).toBe(CONVERSATION_TOKEN);
    expect(composer).toHaveValue('');

    act(() => socket.receive(chatMessage(2, { message: 'Two lines\nplease', fromclient: true })));
    expect(within(panel).getAllByText(/Two lines\s+please/)).toEqual([sent]);
  });

  it('keeps the text when sending fails', async () => {
    const api = mockCustomerChatApi([], {
      send: () => jsonResponse(429, { error: 'Too many requests, please slow down' }),
    });
    const { user, panel } = await openConversation(api);
    const composer = within(panel).getByRole('textbox', { name: 'Your message' });
    await user.type(composer, 'Hello{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(composer).toHaveValue('Hello');
  });

  it('tells the store the customer is typing, at most every 2.5 s', async () => {
    const api = mockCustomerChatApi();
    const { user, panel } = await openConversation(api);
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Hi there');
    await waitFor(() => expect(api.of(publicChatEndpoints.typing)).toHaveLength(1));
    expect(api.of(publicChatEndpoints.typing)[0]?.headers.get('chattoken')).toBe(
      CONVERSATION_TOKEN,
    );
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    await user.type(box, ' and more');
    expect(api.of(publicChatEndpoints.typing)).toHaveLength(1);
    // the next message begins: the store hears at once, not 2.5 s later
    await user.clear(box);
    await user.type(box, 'Also');
    await waitFor(() => expect(api.of(publicChatEndpoints.typing)).toHaveLength(2));
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const api = mockCustomerChatApi([], {
      // Only the page before the newest message shown holds the oldest.
      messages: ({ query }) =>
        query.before === '31'
          ? jsonResponse(200, { content: [chatMessage(1, { message: 'Oldest' })], more: false })
          : jsonResponse(200, { content: [chatMessage(31, { message: 'Newest' })], more: true }),
    });
    const { user, panel } = await openConversation(api);
    await user.click(await within(panel).findByRole('button', { name: 'Load earlier messages' }));
    expect(await within(panel).findByText('Oldest')).toBeVisible();
    const texts = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('Oldest');
    expect(within(panel).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });
});

describe('while the panel is closed', () => {
  it('puts a dot on the button when the store answers, and marks it read once shown', async () => {
    const api = mockCustomerChatApi();
    const { user, launcher } = renderCustomerChat();
    const socket = await admittedSocket(Socket);

    act(() => socket.receive(chatMessage(5, { message: 'We open at nine.' })));
    expect(launcher()).toHaveAccessibleName('Message Corner Shop (new reply)');
    expect(api.of(publicChatEndpoints.read)).toHaveLength(0);

    await user.click(launcher());
    const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });
    expect(await within(panel).findByText('We open at nine.')).toBeVisible();
    await waitFor(() => expect(api.of(publicChatEndpoints.read)).toHaveLength(1));
    expect(api.of(publicChatEndpoints.read)[0]?.url).toBe(
      endpointUrl(publicChatEndpoints.read, { id: CONVERSATION_ID }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(launcher()).toHaveAccessibleName('Message Corner Shop');
  });

  it('fetches the newest page again after the channel comes back', async () => {
    const messages = [chatMessage(1)];
    const api = mockCustomerChatApi(messages);
    const { user, launcher } = renderCustomerChat();
    const socket = await admittedSocket(Socket);
    await waitFor(() => expect(api.of(publicChatEndpoints.messages)).toHaveLength(2));

    act(() => socket.fail());
    messages.push(chatMessage(2, { message: 'Sent while you were away' }));
    await user.click(launcher());
    expect(await screen.findByText('Reconnecting…')).toBeVisible();
    await waitFor(() => expect(Socket.instances).toHaveLength(2), { timeout: 5000 });
    await admittedSocket(Socket);
    expect(await screen.findByText('Sent while you were away')).toBeVisible();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getAllByText('Message 1')).toHaveLength(1);
  });
});

describe('what the store does', () => {
  it('shows that the store is typing until it answers or 4 s pass', async () => {
    const api = mockCustomerChatApi();
    const { panel, socket } = await openConversation(api);
    vi.useFakeTimers();
    const typing = { type: 'chat', message: 'Corner Shop is typing....', headid: CONVERSATION_ID };

    act(() => socket.receive(typing));
    expect(within(panel).getByText('Corner Shop is typing…')).toBeVisible();
    act(() => socket.receive(chatMessage(3, { message: 'Here you go' })));
    expect(within(panel).queryByText('Corner Shop is typing…')).toBeNull();
    expect(within(panel).getByText('Here you go')).toBeVisible();

    act(() => socket.receive(typing));
    act(() => vi.advanceTimersByTime(3999));
    expect(within(panel).getByText('Corner Shop is typing…')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(within(panel).queryByText('Corner Shop is typing…')).toBeNull();
  });

  it('shows Seen under the newest message the store has read', async () => {
    const api = mockCustomerChatApi([
      chatMessage(1, { fromclient: true, message: 'First question' }),
      chatMessage(2, { fromclient: true, message: 'Second question' }),
    ]);
    const { panel, socket } = await openConversation(api);
    expect(await within(panel).findByText('Second question')).toBeVisible();
    expect(within(panel).queryByText('Seen')).toBeNull();

    act(() =>
      socket.receive({
        type: 'read',
        message: '',
        headid: CONVERSATION_ID,
        datetime: '2026-03-05T14:01:30.000Z',
      }),
    );
    const seen = await within(panel).findByText('Seen');
    expect(seen.closest('li')).toHaveTextContent('First question');

    act(() =>
      socket.receive({
        type: 'read',
        message: '',
        headid: CONVERSATION_ID,
        datetime: '2026-03-05T14:05:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(within(panel).getByText('Seen').closest('li')).toHaveTextContent('Second question'),
    );
  });
});
