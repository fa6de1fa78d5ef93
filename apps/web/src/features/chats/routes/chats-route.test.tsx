import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, heading, headId, mockChatsApi, params } from '../test/chats-api';
import { conversations, location, messageLog, renderChats, rowNames } from '../test/render-chats';

describe('/chats', () => {
  it('lists conversations newest first with contact, last message, time and unread count', async () => {
    const api = mockChatsApi([
      heading(2, { lastfromclient: false, lastmessage: 'It ships tomorrow' }),
      heading(1, { unread: 2, lastmessage: 'Is the blue one\nin stock?' }),
    ]);
    await renderChats();
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    const list = await conversations();
    const [bola, chidi] = await within(list).findAllByRole('link');
    expect(await rowNames()).toEqual(['Bola Ade', 'Chidi Eze']);
    expect(bola).toHaveTextContent('customer1@example.com · +234801000001');
    expect(bola).toHaveTextContent('Is the blue one in stock?');
    expect(bola).toHaveTextContent('2 unread');
    expect(within(bola as HTMLElement).getByText(/5 Mar 2026/)).toBeInTheDocument();
    expect(chidi).toHaveTextContent('You: It ships tomorrow');
    expect(chidi).not.toHaveTextContent('unread');
    expect(params(api.of(chatEndpoints.list)[0])).toEqual({ page: '0', size: '20' });
    expect(document.title).toMatch(/^Chats \| Olivia/);
  });

  it('searches after typing pauses, filters unread ones and says when none match', async () => {
    const api = mockChatsApi([heading(1, { unread: 1 }), heading(2), heading(3)]);
    const { user } = await renderChats();
    expect(await rowNames()).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'chidi');
    await waitFor(() =>
      expect(params(api.of(chatEndpoints.list).at(-1))).toMatchObject({ q: 'chidi' }),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['Chidi Eze']));
    expect(location()).toHaveTextContent('/chats?q=chidi');

    await user.click(screen.getByRole('button', { name: 'Unread', pressed: false }));
    await waitFor(() =>
      expect(params(api.of(chatEndpoints.list).at(-1))).toMatchObject({
        q: 'chidi',
        unread: 'true',
      }),
    );
    expect(await screen.findByText('No conversations match your search.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Bola Ade']));
    expect(location()).toHaveTextContent(/^\/chats\?unread=true$/);
  });

  it('loads more conversations page by page', async () => {
    const heads = Array.from({ length: 25 }, (_, i) => heading(i + 1));
    const api = mockChatsApi(heads);
    const { user } = await renderChats();
    await waitFor(async () => expect(await rowNames()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rowNames()).toHaveLength(25));
    expect(params(api.of(chatEndpoints.list).at(-1))).toEqual({ page: '1', size: '20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends a store without conversations to its public page, where customers start them', async () => {
    mockChatsApi([]);
    await renderChats();
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Customers start a conversation from your store's public page/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open your store's public page" })).toHaveAttribute(
      'href',
      '/website?store=ada-stores',
    );
  });

  it('opens a conversation in the URL, and Back returns to the list as it was', async () => {
    mockChatsApi([heading(1), heading(2)], { [headId(2)]: [chatMessage(1, headId(2))] });
    const { user } = await renderChats('/chats?q=e');
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();
    await user.click(await within(await conversations()).findByRole('link', { name: /Chidi Eze/ }));
    expect(location()).toHaveTextContent(`/chats?q=e&c=${headId(2)}`);
    expect(await within(await messageLog('Chidi Eze')).findByText('Message 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chidi Eze/ })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(location()).toHaveTextContent(/^\/chats\?q=e$/);
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('opens a conversation from a reloaded URL, fetching it when the list does not hold it', async () => {
    const api = mockChatsApi([heading(1), heading(2)]);
    const { user } = await renderChats(`/chats?unread=true&c=${headId(2)}`);
    expect(await screen.findByRole('heading', { name: 'Chidi Eze', level: 2 })).toBeInTheDocument();
    expect(api.of(chatEndpoints.get)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'customer2@example.com' })).toHaveAttribute(
      'href',
      'mailto:customer2@example.com',
    );
    expect(screen.getByRole('link', { name: '+234801000002' })).toHaveAttribute(
      'href',
      'tel:+234801000002',
    );

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(location()).toHaveTextContent(/^\/chats\?unread=true$/);
  });

  it('says so when the conversation in the URL does not exist', async () => {
    mockChatsApi([heading(1)]);
    await renderChats(`/chats?c=${headId(9)}`);
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
  });
});
