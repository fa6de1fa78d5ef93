import { RealtimeMessageSchema, type RealtimeMessage } from '@olivia/contracts/realtime-message';
import { z } from 'zod';
import { create } from 'zustand';
import type { ReceivedMessage } from '../../../lib/realtime/frames';
import { useSession } from '../../../lib/session';
import { isSameNotification } from './notification-rules';

/** docs/product/client-settings.md: the list is kept in local storage under this key. */
const STORAGE_KEY = 'notifications';
/** The oldest entries beyond this many are dropped: local storage is small and shared. */
export const NOTIFICATIONS_LIMIT = 100;

/**
 * docs/product/records.md Notifications: a real-time message as received, and whether the merchant
 * saw it.
 */
const NotificationEntrySchema = RealtimeMessageSchema.extend({
  fromclient: z.boolean(),
  read: z.boolean(),
});
export type NotificationEntry = z.infer<typeof NotificationEntrySchema>;

interface NotificationsState {
  /** Newest first. */
  entries: NotificationEntry[];
}

/**
 * The saved list, the newest NOTIFICATIONS_LIMIT: entries another version of the app wrote in
 * another shape are dropped, and storage that is not a JSON list (or cannot be read) is none.
 */
function readSaved(): NotificationEntry[] {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(saved)) return [];
  return saved
    .flatMap((item: unknown) => {
      const parsed = NotificationEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, NOTIFICATIONS_LIMIT);
}

export const useNotifications = create<NotificationsState>(() => ({ entries: readSaved() }));

function save(entries: NotificationEntry[]): void {
  useNotifications.setState({ entries });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the list still works until the page is reloaded.
  }
}

const entryOf = ({ relayed: _relayed, ...message }: ReceivedMessage, read: boolean) => ({
  ...message,
  read,
});

/**
 * docs/product/records.md: a new notification goes first; the same one delivered again replaces the
 * older entry where it is (it was already announced), keeping whether it was read.
 */
export function addNotification(message: ReceivedMessage): 'added' | 'replaced' | 'ignored' {
  // Only the server's own frames are notifications: a relayed one is another client's words.
  if (message.relayed) return 'ignored';
  const { entries } = useNotifications.getState();
  const index = entries.findIndex((entry) => isSameNotification(entry, message));
  if (index >= 0) {
    save(entries.map((entry, i) => (i === index ? entryOf(message, entry.read) : entry)));
    return 'replaced';
  }
  save([entryOf(message, false), ...entries].slice(0, NOTIFICATIONS_LIMIT));
  return 'added';
}

/** The merchant opened what `message` is about. */
export function markRead(message: RealtimeMessage): void {
  const { entries } = useNotifications.getState();
  if (!entries.some((entry) => !entry.read && isSameNotification(entry, message))) return;
  save(
    entries.map((entry) => (isSameNotification(entry, message) ? { ...entry, read: true } : entry)),
  );
}

export function markAllRead(): void {
  const { entries } = useNotifications.getState();
  if (entries.every((entry) => entry.read)) return;
  save(entries.map((entry) => ({ ...entry, read: true })));
}

export const selectUnreadCount = (state: NotificationsState) =>
  state.entries.filter((entry) => !entry.read).length;

// Another tab added or read one, or cleared storage: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) {
      useNotifications.setState({ entries: readSaved() });
    }
  });
}

// Sign-out removes the saved list (lib/session); a new sign-in starts from what is saved.
useSession.subscribe((state, previous) => {
  if (state.user !== previous.user) useNotifications.setState({ entries: readSaved() });
});
