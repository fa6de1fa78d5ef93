import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addNotification,
  markRead,
} from '../../../features/notifications/model/notifications-store';
import { useRealtimeState } from '../../../lib/realtime/realtime-state';
import { signInAs } from '../../../test/fixtures';
import { realtimeMessage } from '../../../test/realtime-api';
import { LocationProbe, renderAt } from '../../../test/render';
import { NotificationsBell } from './notifications-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notify(overrides: Parameters<typeof realtimeMessage>[0]) {
  const message = {
    ...realtimeMessage({ createdat: minutesAgo(5), ...overrides }),
    fromclient: true,
  };
  addNotification(message);
  return message;
}

function renderBell() {
  signInAs();
  renderAt(
    '/dashboard',
    <>
      <NotificationsBell />
      <LocationProbe />
    </>,
    '*',
  );
  return userEvent.setup();
}

describe('the notifications bell', () => {
  // Notifications arrive for a signed-in person: a later sign-in of someone else clears them.
  beforeEach(() => {
    signInAs();
  });

  it('says there are none yet', async () => {
    const user = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('counts the unread ones and lists them newest first, with their time', async () => {
    notify({ type: 'chat', message: 'Is it in stock?', headid: 'h1', createdat: minutesAgo(90) });
    const read = notify({ type: 'order', message: 'New order #12 Time: 14:07' });
    notify({ type: 'credit', message: 'Wallet credited with ₦5,000.00 Time: 14:09' });
    markRead(read);
    const user = renderBell();

    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wallet credited with ₦5,000.005 minutes agoUnread',
      'New order #125 minutes ago',
      'Is it in stock?1 hour agoUnread',
      'Mark all as read',
    ]);
    expect(screen.getByRole('group', { name: 'Notifications' })).toContainElement(items[0] ?? null);
  });

  it('opens what an entry is about and marks it read', async () => {
    notify({ type: 'order', message: 'New order #12' });
    const user = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /New order #12/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/orders/all');
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent('1');
  });

  it('marks all as read', async () => {
    notify({ type: 'credit', message: 'Wallet credited' });
    notify({ type: 'debit', message: 'Wallet debited' });
    const user = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));

    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows 9+ from ten unread on', () => {
    for (let i = 0; i < 12; i += 1) notify({ type: 'order', message: `Order ${i}` });
    renderBell();
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toHaveTextContent(
      '9+',
    );
  });

  it("shows why live updates stopped: start-chat's error (docs/product/rules.md) or the lost socket", async () => {
    const user = renderBell();
    // after signing in: a new sign-in resets the channel's state, as it does in the app
    act(() =>
      useRealtimeState.setState({ error: 'Something went wrong. Please try again later.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    useRealtimeState.setState({ error: null, webSocketError: true, reconnecting: true });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Live updates were interrupted. Reconnecting…'),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    useRealtimeState.setState({ reconnecting: false });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Live updates are unavailable. Reload the page to try again.'),
    ).toBeInTheDocument();
  });
});
