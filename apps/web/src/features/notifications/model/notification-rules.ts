import {
  NOTIFICATION_CODES,
  type NotificationCode,
  type RealtimeMessage,
} from '@olivia/contracts/realtime';
import { screenPaths } from '../../../lib/screen-paths';

/**
 * docs/product/records.md: 'chat', or a notification type containing 'order', 'credit' or 'debit'.
 */
export type NotificationKind = 'chat' | 'order' | 'money' | 'other';

export function notificationKind(type: string): NotificationKind {
  if (type === 'chat') return 'chat';
  if (type.includes('order')) return 'order';
  if (type.includes('credit') || type.includes('debit')) return 'money';
  return 'other';
}

type Comparable = Pick<RealtimeMessage, 'type' | 'message' | 'headid' | 'datetime'>;

/**
 * docs/product/records.md: the same notification delivered again. Chat messages are the same when
 * their conversation (headid) and text are; the others when their datetime and text are.
 */
export function isSameNotification(a: Comparable, b: Comparable): boolean {
  const chat = a.type === 'chat';
  if (chat !== (b.type === 'chat') || a.message !== b.message) return false;
  return chat ? a.headid === b.headid : a.datetime === b.datetime;
}

/** The word non-chat texts end before: what follows is the server's timestamp. */
const TIME_WORD = /\bTime\b/;

/** Says a server notification's code in the reader's language. */
export type NotificationTranslator = (
  code: NotificationCode,
  params: Record<string, string>,
) => string;

export const isNotificationCode = (code: string | undefined): code is NotificationCode =>
  (NOTIFICATION_CODES as readonly string[]).includes(code ?? '');

/**
 * The text shown: a notification whose code the app knows in the reader's language; otherwise
 * the server's words, non-chat text cut at the word 'Time' (docs/product/records.md; the list shows
 * the time).
 */
export function notificationText(
  { type, message, code, params }: Pick<RealtimeMessage, 'type' | 'message' | 'code' | 'params'>,
  translate?: NotificationTranslator,
) {
  if (translate && isNotificationCode(code)) return translate(code, params ?? {});
  if (type === 'chat') return message;
  const cut = message.split(TIME_WORD)[0]?.trim();
  return cut || message;
}

/**
 * docs/product/records.md: where a notification leads: /chats (opened at its conversation),
 * /orders/all or /transactions/all.
 */
export function notificationPath({
  type,
  headid,
}: Pick<RealtimeMessage, 'type' | 'headid'>): string | null {
  const kind = notificationKind(type);
  switch (kind) {
    case 'chat':
      return headid
        ? `${screenPaths.chats}?${new URLSearchParams({ c: headid })}`
        : screenPaths.chats;
    case 'order':
      return screenPaths.orders;
    case 'money':
      return screenPaths.transactions;
    case 'other':
      return null;
  }
}
