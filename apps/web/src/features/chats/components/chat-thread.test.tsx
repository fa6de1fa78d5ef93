import { endpointUrl } from '@olivia/contracts/endpoint';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { CHAT_MESSAGE_MAX } from '@olivia/contracts/chat';
import { TYPING_EVERY_MS } from '@olivia/contracts/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { chatMessage, heading, headId, mockChatsApi, params } from '../test/chats-api';
import { conversations, messageLog, renderChats, rowNames } from '../test/render-chats';

const bola = headId(1);
/** Messages 1…n of Bola's conversation, the even ones the store's. */
const history = (n: number) =>
  Array.from({ length: n }, (_, i) => chatMessage(i + 1, bola, { fromclient: i % 2 === 0 }));

const texts = async () =>
  within(await messageLog('Bola Ade'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p span:last-child')?.textContent);

const composer = () => screen.getByRole('textbox', { name: 'Reply to Bola Ade' });

describe('a conversation of /chats', () => {
  it('shows the latest page, then earlier messages above it, as text only', async () => {
    const messages = history(35);
    messages[34] = chatMessage(35, bola, { message: '<b>bold?</b>\nsecond line' });
    const api = mockChatsApi([heading(1)], { [bola]: messages });
    const { user } = await renderChats(`/chats?c=${bola}`);
    const log = await messageLog('Bola Ade');
    await waitFor(async () => expect(await texts()).toHaveLength(30));
    expect((await texts())[0]).toBe('Message 6');
    const html = within(log).getByText(/bold\?/);
    expect(html.textContent).toBe('<b>bold?</b>\nsecond line');
    expect(html.closest('p')).toHaveClass('whitespace-pre-wrap');
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Message 6').closest('li')).toHaveClass('items-end');
    expect(within(log).getByText('Message 7').closest('li')).toHaveClass('items-start');

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(async () => expect(await texts()).toHaveLength(35));
    expect((await texts()).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Message ${n}`));
    expect(params(api.of(chatEndpoints.messages).at(-1))).toEqual({ before: '6', size: '30' });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows the message once despite its echo', async () => {
    const threads = { [bola]: history(2) };
    const older = heading(1, { lastmessageat: '2026-03-05T10:00:00.000Z' });
    const api = mockChatsApi([heading(2), older], threads);
    const { user, receive } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts()).toHaveLength(2));
    expect(await rowNames()).toEqual(['Chidi Eze', 'Bola Ade']);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(composer(), '  Yes, in blue{Shift>}{Enter}{/Shift}and red  {Enter}');
    await waitFor(() => expect(api.of(chatEndpoints.send)).toHaveLength(1));
    expect(api.of(chatEndpoints.send)[0]?.body).toEqual({ message: 'Yes, in blue\nand red' });
    await waitFor(async () => expect((await texts()).at(-1)).toBe('Yes, in blue\nand red'));
    expect(composer()).toHaveValue('');
    await waitFor(async () => expect(await rowNames()).toEqual(['Bola Ade', 'Chidi Eze']));
    const [row] = within(await conversations()).getAllByRole('link');
    expect(row).toHaveTextContent('You: Yes, in blue and red');

    // The server publishes the stored message to every tab of the store, this one too.
    const sent = threads[bola]?.at(-1);
    receive({ ...sent });
    receive({ ...sent });
    const thanks = chatMessage(1500, bola, {
      message: 'Thanks',
      createdat: '2026-03-05T18:00:00.000Z',
    });
    receive({ ...thanks });
    await waitFor(async () =>
      expect(await texts()).toEqual(['Message 1', 'Message 2', 'Yes, in blue\nand red', 'Thanks']),
    );
    expect(row).toHaveTextContent('Thanks');
  });

  it('shows a reply as sending until stored, once even when its echo comes before the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const stored = chatMessage(2001, bola, {
      message: 'On its way',
      fromclient: false,
      createdat: '2026-03-05T16:00:00.000Z',
    });
    mockChatsApi(
      [heading(1)],
      { [bola]: history(1) },
      {
        send: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    );
    const { user, receive } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts()).toHaveLength(1));
    await user.type(composer(), 'On its way{Enter}');
    const log = await messageLog('Bola Ade');
    expect(await within(log).findByText('Sending…')).toBeInTheDocument();
    expect(await texts()).toEqual(['Message 1', 'On its way']);

    receive({ ...stored });
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(await texts()).toEqual(['Message 1', 'On its way']);

    answer(jsonResponse(201, stored));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy'),
    );
    expect(await texts()).toEqual(['Message 1', 'On its way']);
  });

  it('refuses a message over the limit with the contract message, sending nothing', async () => {
    const api = mockChatsApi([heading(1)], { [bola]: history(1) });
    const { user } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts()).toHaveLength(1));
    await user.click(composer());
    await user.paste('x'.repeat(CHAT_MESSAGE_MAX + 1));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A message can be at most 2,000 characters',
    );
    expect(composer()).toHaveAccessibleDescription(/A message can be at most 2,000 characters/);
    expect(composer()).toHaveValue('x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(api.of(chatEndpoints.send)).toHaveLength(0);
  });

  it('gives the text back with the reason when sending fails', async () => {
    mockChatsApi(
      [heading(1)],
      { [bola]: history(1) },
      {
        send: () => jsonResponse(404, { error: 'Not Found' }),
      },
    );
    const { user } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts()).toHaveLength(1));
    await user.type(composer(), 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(composer()).toHaveValue('Are you there?');
    expect(await texts()).toEqual(['Message 1']);
  });

  it('tells the customer the store is typing, at most once per interval', async () => {
    const api = mockChatsApi([heading(1)], { [bola]: history(1) });
    const { user } = await renderChats(`/chats?c=${bola}`);
    await waitFor(async () => expect(await texts()).toHaveLength(1));
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);

    await user.type(composer(), 'Hello');
    await waitFor(() => expect(api.of(chatEndpoints.typing)).toHaveLength(1));
    expect(api.of(chatEndpoints.typing)[0]?.url).toBe(
      endpointUrl(chatEndpoints.typing, { id: bola }),
    );
    now += TYPING_EVERY_MS - 1;
    await user.type(composer(), ' there');
    now += 1;
    await user.type(composer(), '!');
    await waitFor(() => expect(api.of(chatEndpoints.typing)).toHaveLength(2));
    await user.clear(composer());
    expect(api.of(chatEndpoints.typing)).toHaveLength(2);
    // a new message begins right away, whatever the interval says
    await user.type(composer(), 'N');
    await waitFor(() => expect(api.of(chatEndpoints.typing)).toHaveLength(3));
    await user.type(composer(), 'ext');
    expect(api.of(chatEndpoints.typing)).toHaveLength(3);
  });
});
