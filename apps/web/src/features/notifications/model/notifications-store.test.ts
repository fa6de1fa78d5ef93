import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it("forgets the list on sign-out, keeps it through a timed-out session, and reads the owner's on sign-in", () => {
    addNotification(credit(1));
    clearSession('signed-out');
    expect(entries()).toEqual([]);
    expect(localStorage.getItem('notifications')).toBeNull();

    signInAs();
    clearSession('expired');
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

  describe('after a reload', () => {
    /** The page loads again: the store module is read afresh from local storage. */
    async function reload() {
      vi.resetModules();
      const store = await import('./notifications-store');
      return store.useNotifications.getState().entries;
    }

    it('shows the list saved before, read and unread as they were', async () => {
      addNotification(credit(1));
      addNotification(credit(2));
      markRead(credit(1));
      const before = entries();
      expect(await reload()).toEqual(before);
      expect(before).toEqual([
        { ...credit(2), read: false },
        { ...credit(1), read: true },
      ]);
    });

    it(`keeps the newest ${NOTIFICATIONS_LIMIT} of a longer saved list`, async () => {
      const long = Array.from({ length: NOTIFICATIONS_LIMIT + 50 }, (_, i) => ({
        ...received({ message: `Order ${i}`, type: 'order' }),
        read: false,
      }));
      localStorage.setItem('notifications', JSON.stringify(long));
      const restored = await reload();
      expect(restored).toHaveLength(NOTIFICATIONS_LIMIT);
      expect(restored[0]?.message).toBe('Order 0');
      expect(restored.at(-1)?.message).toBe(`Order ${NOTIFICATIONS_LIMIT - 1}`);
    });

    it.each([
      ['text that is not JSON', '[{"type":'],
      ['JSON that is not a list', '{"type":"credit"}'],
      ['null', 'null'],
      ['a list of values that are no notifications', '[1, "x", null, [], {"message": 2}]'],
    ])('starts from an empty list, without failing, on %s', async (_label, stored) => {
      localStorage.setItem('notifications', stored);
      expect(await reload()).toEqual([]);
    });

    it('keeps the good entries of a list with bad ones', async () => {
      const good = { ...credit(4), read: true };
      localStorage.setItem(
        'notifications',
        JSON.stringify([{ ...good, params: { amount: 5 } }, good, { ...good, read: 'no' }]),
      );
      expect(await reload()).toEqual([good]);
    });

    it('starts empty when local storage cannot be read', async () => {
      const read = Storage.prototype.getItem;
      const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
        this: Storage,
        key: string,
      ) {
        if (key === 'notifications') throw new DOMException('denied', 'SecurityError');
        return read.call(this, key);
      });
      try {
        expect(await reload()).toEqual([]);
      } finally {
        getItem.mockRestore();
      }
    });
  });
});
