import { z } from 'zod';

/** docs/product/records.md Real-time message, as the server sends it on a channel. */
export const RealtimeMessageSchema = z.object({
  type: z.string(),
  message: z.string(),
  headid: z.string(),
  datetime: z.string(),
  createdat: z.string(),
  /** Chat messages: the stored message's id, and whether the customer sent it. */
  id: z.string().optional(),
  fromclient: z.boolean().optional(),
  /** Server notifications: what `message` says in English, for the reader's own language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});

/**
 * The notifications the server sends, by code; `params` fills the text: `amount` (formatted),
 * `reference`, `account` (the payee's name), `number` (a storefront order's number), `domain` (a
 * domain bought, or the one an advert points at), `link` (a payment link's name). NOTIFICATION_PARAMS says which each code has.
 */
export const NOTIFICATION_CODES = [
  'topUpCredited',
  'transferDebited',
  'settlementDebited',
  'transferReturned',
  'settlementReturned',
  'orderPaid',
  'orderCredited',
  'domainDebited',
  'advertDebited',
  'advertRefunded',
  'domainRefunded',
  'linkPaid',
  'invoicePaid',
  'cardRefunded',
  'cardRefundFailed',
  'splitBatchPaid',
  'splitBatchFailed',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

/** A value a notification's text is filled with (see NOTIFICATION_CODES). */
export type NotificationParam = 'amount' | 'reference' | 'account' | 'number' | 'domain' | 'link';

/**
 * The `params` each code's text needs, and so what the server sends with it: the server's
 * publishers are typed by it (StoreEvent) and the app fills a code's text with these names only.
 * Every language's text of a code uses these placeholders and no other.
 */
export const NOTIFICATION_PARAMS = {
  topUpCredited: ['amount', 'reference'],
  transferDebited: ['amount', 'account'],
  settlementDebited: ['amount', 'account'],
  transferReturned: ['amount', 'reference', 'account'],
  settlementReturned: ['amount', 'reference', 'account'],
  orderPaid: ['number', 'amount'],
  orderCredited: ['amount', 'number'],
  domainDebited: ['amount', 'domain'],
  advertDebited: ['amount', 'domain'],
  advertRefunded: ['amount', 'domain'],
  domainRefunded: ['amount', 'domain'],
  linkPaid: ['amount', 'link'],
  invoicePaid: ['amount', 'number'],
  cardRefunded: ['amount', 'account'],
  cardRefundFailed: ['amount', 'account'],
  splitBatchPaid: ['amount', 'account'],
  splitBatchFailed: ['amount', 'account'],
} as const satisfies Record<NotificationCode, readonly NotificationParam[]>;

/** What a notification of `code` carries in `params`: exactly the values its text needs. */
export type NotificationParams<C extends NotificationCode> = Record<
  (typeof NOTIFICATION_PARAMS)[C][number],
  string
>;

/** A server notification's code with the params that code needs, for any code. */
export type CodedNotification = {
  [C in NotificationCode]: { code: C; params: NotificationParams<C> };
}[NotificationCode];
