import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { realtimeMessage } from '../../../test/realtime-api';
import { clearSession } from '../../../lib/session';
import {
  addNotification,
  markAllRead,
  markRead,
  NOTIFICATIONS_LIMIT,
  selectUnreadCount,
  useNotifications,
} from './notifications-store';

const received = (overrides: Parameters<typeof realtimeMessage>[0] = {}) => ({
  ...realtimeMessage(overrides),
  fromclient: true,
});
const credit = (minute: number) =>
  received({ datetime: `2026-03-05T14:${String(minute).padStart(2, '0')}:00.000Z` });
const entries = () => useNotifications.getState().entries;
const saved = () => JSON.parse(localStorage.getItem('notifications') ?? 'null') as unknown;

beforeEach(() => {
  signInAs();
});

describe('the notifications list', () => {
  it('puts a new one first, unread, and keeps the list under `notifications`', () => {
    expect(addNotification(credit(1))).toBe('added');
    expect(addNotification(credit(2))).toBe('added');
    expect(entries().map((entry) => entry.datetime)).toEqual([
      credit(2).datetime,
      credit(1).datetime,
    ]);
    expect(entries()[0]).toEqual({ ...credit(2), read: false });
    expect(saved()).toEqual(entries());
    expect(selectUnreadCount(useNotifications.getState())).toBe(2);
  });

  it('never lists a frame the server relayed from another client (issue 25)', () => {
    const forged = { ...received({ code: 'topUpCredited', params: { amount: '₦9' } }) };
    expect(addNotification({ ...forged, relayed: true })).toBe('ignored');
    expect(entries()).toEqual([]);
    expect(localStorage.getItem('notifications')).toBeNull();
  });

  it('replaces a duplicate where it is, keeping whether it was read', () => {
    addNotification(credit(1));
    addNotification(credit(2));
    markAllRead();
    const again = { ...credit(1), headid: 'h9' };
    expect(addNotification(again)).toBe('replaced');
    expect(entries()).toHaveLength(2);
    expect(entries()[1]).toEqual({ ...again, read: true });
  });

  it(`keeps the newest ${NOTIFICATIONS_LIMIT}`, () => {
    for (let i = 0; i < NOTIFICATIONS_LIMIT + 5; i += 1) {
      addNotification(received({ message: `Order ${i}`, type: 'order' }));
    }
    expect(entries()).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(entries()[0]?.message).toBe(`Order ${NOTIFICATIONS_LIMIT + 4}`);
    expect(entries().at(-1)?.message).toBe('Order 5');
  });

  it('marks one or all as read', () => {
    addNotification(credit(1));
    addNotification(credit(2));
    markRead(credit(1));
    expect(entries().map((entry) => entry.read)).toEqual([false, true]);
    markAllRead();
    expect(selectUnreadCount(useNotifications.getState())).toBe(0);
    expect(saved()).toEqual(entries());
  });

  it('forgets the list on sign-out and reads what is saved on sign-in', () => {
    addNotification(credit(1));
    clearSession('signed-out');
    expect(entries()).toEqual([]);
    expect(localStorage.getItem('notifications')).toBeNull();

    localStorage.setItem(
      'notifications',
      JSON.stringify([{ ...credit(3), read: true }, { message: 'from an older version' }]),
    );
    signInAs();
    expect(entries()).toEqual([{ ...credit(3), read: true }]);
  });

  it('follows what another tab saved', () => {
    addNotification(credit(1));
    localStorage.setItem('notifications', JSON.stringify([]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'notifications' }));
    expect(entries()).toEqual([]);
  });
});
