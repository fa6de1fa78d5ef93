import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { installFakeWebSocket, lastSocket } from '../../../test/fake-web-socket';
import { signInAs } from '../../../test/fixtures';
import { realtimeMessage } from '../../../test/realtime-api';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/**
 * /orders/all as the registry mounts it (the detail drawer as its child), signed in to the
 * store `ada-stores`, with the store's live channel open: `receive` plays one of its frames.
 */
export async function renderOrders(path: string = screenPaths.orders) {
  const Socket = installFakeWebSocket();
  signInAs({ url: 'ada-stores' });
  const result = renderScreen(screenPaths.orders, path);
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  const socket = lastSocket();
  act(() => socket.acceptConnection());
  const receive = (frame: Partial<RealtimeMessage>) =>
    act(() => socket.receive(realtimeMessage(frame)));
  return { ...result, receive, user: userEvent.setup() };
}

export const ordersTable = () => screen.findByRole('table', { name: 'Orders' });

/** The row of order `number` ('#1001'). */
export const rowOf = async (number: string) =>
  (await within(await ordersTable()).findByRole('link', { name: `Open order ${number}` })).closest(
    'tr',
  ) as HTMLElement;

/** The open order's drawer. */
export const drawerOf = (number: string) =>
  screen.findByRole('dialog', { name: `Order ${number}` });

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
