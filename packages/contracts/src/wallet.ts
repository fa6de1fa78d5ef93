import { z } from 'zod';
import { AdvertSchema } from './advert-record';
import { DomainManagerSchema } from './domain-record';
import { ORDER_STATUSES } from './orders';
import { ListQuerySchema, listResponse } from './lists';
import { messages } from './messages';

/** The kinds of wallet movement (`agency_txn`), as the server writes them. */
export const TRANSACTION_TYPES = [
  'TOP-UP',
  'ORDER PAYMENT',
  'LINK PAYMENT',
  'INVOICE PAYMENT',
  'FEE',
  'TRANSFER',
  'SETTLEMENT',
  'REVERSAL',
  'DOMAIN',
  'ADVERT',
  'ADVERT REFUND',
  'CARD REFUND',
  'SPLIT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The states a wallet movement is written in. */
export const TRANSACTION_STATUSES = [
  'SUCCESSFUL',
  'PENDING',
  'FAILED',
  'REVERSED',
  'CANCELLED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * What a movement was, as a code and its parameters, so the client words it in the reader's
 * language (`meaning` keeps the server's English sentence for older readers and the search).
 * `other` has no wording of its own: the client shows `meaning`.
 */
export const TRANSACTION_DESCRIPTION_CODES = [
  'topUpBankTransfer',
  'topUp',
  'fee',
  'transfer',
  'settlement',
  'reversal',
  'transferTo',
  'transferFee',
  'transferReturned',
  'cardRefund',
  'cardRefundReturned',
  'splitTo',
  'splitHeld',
  'splitWithheld',
  'other',
] as const;
export type TransactionDescriptionCode = (typeof TRANSACTION_DESCRIPTION_CODES)[number];

export const TransactionDescriptionSchema = z.object({
  code: z.enum(TRANSACTION_DESCRIPTION_CODES),
  params: z.record(z.string(), z.string()),
});
export type TransactionDescription = z.infer<typeof TransactionDescriptionSchema>;

/** docs/product/records.md: an agency transaction, one wallet movement as the merchant sees it. */
export const AgencyTransactionSchema = z.object({
  id: z.string(),
  agencyTxn: z.string(),
  status: z.string(),
  request: z.string(),
  response: z.string(),
  amount: z.number(),
  direction: z.enum(['credit', 'debit']),
  currency: z.string(),
  createdat: z.string(),
  modifiedat: z.string(),
  createdby: z.string(),
  meaning: z.string(),
  description: TransactionDescriptionSchema,
  ref: z.string(),
});
export type AgencyTransaction = z.infer<typeof AgencyTransactionSchema>;

export const TRANSACTION_SORTS = ['createdat', 'amount', 'status', 'agencyTxn', 'ref'] as const;

/** Whether a From/To pair can hold anything: either end open, or From not after To. */
export const isDateRangeOrdered = (from: string | undefined, to: string | undefined) =>
  !from || !to || from <= to;

/**
 * The transactions list: search (references, descriptions, and amounts as shown, e.g.
 * "5,000.00" or "5000"), type, status and a date range whose From is not after its To.
 */
export const TransactionsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(TRANSACTION_SORTS).default('createdat'),
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['to'],
});
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionsPageSchema = listResponse(AgencyTransactionSchema);
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;

export const TransactionIdParamsSchema = z.object({ id: z.uuid(messages.required) });

/** A step in a movement's life, oldest first. */
export const TRANSACTION_EVENTS = ['requested', 'created', 'modified'] as const;

/**
 * One movement in full, for its detail and receipt: the list's fields, plus the fee and what was
 * paid (a top-up payment's own split), the payment's own reference (two payments of one top-up
 * share `ref`), the provider's reference, who was on the other side, and its timeline.
 */
export const TransactionDetailSchema = AgencyTransactionSchema.extend({
  fee: z.number().nullable(),
  /** What the payer sent: amount plus fee (top-ups). */
  paid: z.number().nullable(),
  paymentRef: z.string().nullable(),
  providerReference: z.string().nullable(),
  counterparty: z
    .object({
      name: z.string().nullable(),
      bank: z.string().nullable(),
      account: z.string().nullable(),
    })
    .nullable(),
  timeline: z.array(z.object({ event: z.enum(TRANSACTION_EVENTS), at: z.string() })),
});
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;

/** docs/product/screens.md: the merchant's rank, lowest first (how it is earned: ADR 0019). */
export const RANKS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type Rank = (typeof RANKS)[number];

/**
 * docs/product/records.md: wallet details; `balance` is null for a user who may not see it
 * (docs/product/roles.md).
 */
export const WalletDetailsSchema = z.object({
  name: z.string(),
  rank: z.enum(RANKS),
  balance: z.number().nullable(),
  abbre: z.string(),
});

/** docs/product/records.md "other accounts": the store's wallets in other currencies. */
export const OtherAccountSchema = z.object({
  currency: z.string(),
  balance: z.number().nullable(),
});

export const DashboardRequestSchema = z.object({
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(100).default(10),
});

/** docs/product/records.md Order, as the dashboard's Recent Orders show it. */
export const DashboardOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  total: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  createdat: z.string(),
});

/**
 * SPEC §3's dashboard response. The wallet's own movements are listed by the reports call
 * (ADR 0019); `agency` is the agency transactions of the request's range.
 */
export const DashboardResponseSchema = z.object({
  /**
   * SPEC §3 "agency (transactions)": the agency (POS terminal) transactions made between the
   * request's `startDate` and `endDate`, newest first, a page of `size` at `page`. Empty until the
   * store has terminals ('No agency transactions for this date yet'); the store's wallet movements
   * are not agency transactions.
   */
  agency: z.array(AgencyTransactionSchema),
  walletDetails: WalletDetailsSchema,
  otherAccounts: z.array(OtherAccountSchema),
  /** Active and draft products (archived ones excluded), and categories. */
  totalProducts: z.number(),
  totalCategories: z.number(),
  /** The newest orders, at most 5. */
  ordersList: z.array(DashboardOrderSchema),
  /** True while the store has no logo / no product: the dashboard's set-up toasts. */
  setuplogo: z.boolean(),
  setupproducts: z.boolean(),
  /**
   * Money in and out of the store's wallet (its currency) over the last 24 hours: successful
   * movements only. The totals are null for a user who may not see the balance
   * (docs/product/roles.md).
   */
  inflowTotal: z.number().nullable(),
  inflowsCount: z.number(),
  outflowTotal: z.number().nullable(),
  outflowsCount: z.number(),
  /**
   * The newest advert campaigns, at most 5 (docs/product/records.md Advert); `reach` 0
   * (/adverts/all has it).
   */
  adsList: z.array(AdvertSchema),
  /** Every custom domain, soonest expiry first (the panel shows 5 until expanded), at most 100. */
  domainManagers: z.array(DomainManagerSchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

/** docs/api.md GET /loan/refresh/batch: the rank, recomputed from the store's trading. */
export const RefreshTierResponseSchema = z.object({ rank: z.enum(RANKS) });
export type RefreshTierResponse = z.infer<typeof RefreshTierResponseSchema>;

/** The flows chart covers at most this many days (the previous period as many again). */
export const FLOWS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** GET /reports/flows: whole UTC days, From on or before To, at most FLOWS_MAX_DAYS of them. */
export const FlowsQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((query) => isDateRangeOrdered(query.from, query.to), {
    message: messages.dateRangeInvalid,
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) <= FLOWS_MAX_DAYS, {
    message: messages.dateRangeTooLong,
    path: ['from'],
  });
export type FlowsQuery = z.input<typeof FlowsQuerySchema>;

/** One day's successful money in and out of the store's wallet (its currency), major units. */
export const FlowDaySchema = z.object({ day: z.string(), inflow: z.number(), outflow: z.number() });
export type FlowDay = z.infer<typeof FlowDaySchema>;

/**
 * Every day of the range (zeros included), and the same number of days just before it: the
 * previous period, for comparison.
 */
export const FlowsResponseSchema = z.object({
  currency: z.string(),
  current: z.array(FlowDaySchema),
  previous: z.array(FlowDaySchema),
});
export type FlowsResponse = z.infer<typeof FlowsResponseSchema>;
