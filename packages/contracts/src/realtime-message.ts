import { z } from 'zod';

/** SPEC §3 Real-time message, as the server sends it on a channel. */
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
 * domain bought, or the one an advert points at).
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
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;
