import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { installFakeWebSocket, lastSocket } from '../../../test/fake-web-socket';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/**
 * /chats as the registry mounts it, signed in to the store `ada-stores`, with its live channel
 * open: `receive` plays a frame of the store's channel.
 */
export async function renderChats(path: string = screenPaths.chats) {
  const Socket = installFakeWebSocket();
  signInAs({ url: 'ada-stores' });
  const result = renderScreen(screenPaths.chats, path);
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  const socket = lastSocket();
  act(() => socket.acceptConnection());
  const receive = (frame: Partial<RealtimeMessage> & Record<string, unknown>) =>
    act(() => socket.receive({ datetime: '', createdat: '', headid: '', message: '', ...frame }));
  return { ...result, socket, receive, user: userEvent.setup() };
}

/** The conversation list. */
export const conversations = () => screen.findByRole('region', { name: 'Conversations' });

/** The names of the conversations, top to bottom. */
export const rowNames = async () =>
  within(await conversations())
    .queryAllByRole('link')
    .map((link) => link.querySelector('span span')?.textContent);

/** The open thread's messages log. */
export const messageLog = (name: string) =>
  screen.findByRole('log', { name: `Messages with ${name}` });

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
