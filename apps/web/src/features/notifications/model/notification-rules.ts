import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { paths } from '../../../lib/paths';

/** SPEC §3: 'chat', or a notification type containing 'order', 'credit' or 'debit'. */
export type NotificationKind = 'chat' | 'order' | 'money' | 'other';

export function notificationKind(type: string): NotificationKind {
  if (type === 'chat') return 'chat';
  if (type.includes('order')) return 'order';
  if (type.includes('credit') || type.includes('debit')) return 'money';
  return 'other';
}

type Comparable = Pick<RealtimeMessage, 'type' | 'message' | 'headid' | 'datetime'>;

/**
 * SPEC §4: the same notification delivered again. Chat messages are the same when their
 * conversation (headid) and text are; the others when their datetime and text are.
 */
export function isSameNotification(a: Comparable, b: Comparable): boolean {
  const chat = a.type === 'chat';
  if (chat !== (b.type === 'chat') || a.message !== b.message) return false;
  return chat ? a.headid === b.headid : a.datetime === b.datetime;
}

/** The word non-chat texts end before: what follows is the server's timestamp. */
const TIME_WORD = /\bTime\b/;

/** SPEC §4: non-chat text is cut at the word 'Time' (the list shows the time itself). */
export function notificationText({ type, message }: Pick<RealtimeMessage, 'type' | 'message'>) {
  if (type === 'chat') return message;
  const cut = message.split(TIME_WORD)[0]?.trim();
  return cut || message;
}

/** SPEC §4: where a notification leads: /chats, /orders/all or /transactions/all. */
export function notificationPath(type: string): string | null {
  const kind = notificationKind(type);
  switch (kind) {
    case 'chat':
      return paths.chats;
    case 'order':
      return paths.orders;
    case 'money':
      return paths.transactions;
    case 'other':
      return null;
  }
}
