import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { isDateRangeOrdered } from './wallet';

/**
 * The account log's groups of actions (/account/logs): sign-ins, passwords and PINs; the team;
 * money in and out; the store's settings; products, orders and what the shop sells.
 */
export const ACCOUNT_LOG_GROUPS = ['security', 'team', 'money', 'settings', 'commerce'] as const;
export type AccountLogGroup = (typeof ACCOUNT_LOG_GROUPS)[number];

/** The kinds of object an entry is about; each belongs to one group. */
export const ACCOUNT_LOG_OBJECTS = {
  user: 'security',
  sub_user: 'team',
  payout: 'money',
  top_up: 'money',
  payment_link: 'money',
  receipt: 'money',
  card_payment: 'money',
  split_payee: 'money',
  split_group: 'money',
  invoice: 'money',
  purchase_order: 'money',
  expense: 'money',
  expense_category: 'money',
  settlement_account: 'settings',
  api_key: 'settings',
  store: 'settings',
  agent: 'settings',
  address: 'settings',
  branch: 'settings',
  webhook: 'settings',
  category: 'commerce',
  brand: 'commerce',
  product: 'commerce',
  inventory: 'commerce',
  supplier: 'commerce',
  order: 'commerce',
  return: 'commerce',
  review: 'commerce',
  advert: 'commerce',
  domain: 'commerce',
  qr_code: 'commerce',
  promotion: 'commerce',
  banner: 'commerce',
  delivery_zone: 'commerce',
  delivery_run: 'commerce',
} as const satisfies Record<string, AccountLogGroup>;
export type AccountLogObject = keyof typeof ACCOUNT_LOG_OBJECTS;
export const ACCOUNT_LOG_OBJECT_TYPES = Object.keys(ACCOUNT_LOG_OBJECTS) as [
  AccountLogObject,
  ...AccountLogObject[],
];

/** Who acted: a person of the store, one no longer in it, or nobody (a customer, the server). */
export const AccountLogActorSchema = z.object({
  kind: z.enum(['person', 'former', 'system']),
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
});

export const AccountLogEntrySchema = z.object({
  id: z.string(),
  /** `<object>.<verb>`, e.g. 'product.updated', 'user.sign_in_failed'. */
  action: z.string(),
  group: z.enum(ACCOUNT_LOG_GROUPS),
  objecttype: z.string(),
  objectid: z.string(),
  actor: AccountLogActorSchema,
  /** The fields that changed (`{from, to}` each) or what was recorded; never a secret. */
  changes: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** The browser and system, e.g. 'Chrome on Windows'; null when unknown. */
  device: z.string().nullable(),
  createdat: z.string(),
});
export type AccountLogEntry = z.infer<typeof AccountLogEntrySchema>;

export const ACCOUNT_LOG_SORTS = ['createdat', 'action'] as const;

/** Search matches the action, object and address; filters: person, group, object, dates. */
export const AccountLogsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(ACCOUNT_LOG_SORTS).default('createdat'),
  actor: z.uuid().optional(),
  group: z.enum(ACCOUNT_LOG_GROUPS).optional(),
  object: z.enum(ACCOUNT_LOG_OBJECT_TYPES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['to'],
});
export type AccountLogsQuery = z.input<typeof AccountLogsQuerySchema>;

export const AccountLogPageSchema = listResponse(AccountLogEntrySchema);
export type AccountLogPage = z.infer<typeof AccountLogPageSchema>;

/** The people who may appear in the log: the filter's choices. */
export const AccountLogPeopleSchema = z.array(
  z.object({ id: z.string(), name: z.string(), email: z.string() }),
);
export type AccountLogPeople = z.infer<typeof AccountLogPeopleSchema>;
