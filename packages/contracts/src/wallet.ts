import { z } from 'zod';
import { ListQuerySchema, listResponse } from './lists';

/** SPEC §3: an agency transaction, one wallet movement as the merchant sees it. */
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
  ref: z.string(),
});
export type AgencyTransaction = z.infer<typeof AgencyTransactionSchema>;

export const TRANSACTION_SORTS = ['createdat', 'amount', 'status', 'agencyTxn', 'ref'] as const;

export const TransactionsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(TRANSACTION_SORTS).default('createdat'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionsPageSchema = listResponse(AgencyTransactionSchema);
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;

/** SPEC §3: wallet details; `balance` is null for a user who may not see it (SPEC §6). */
export const WalletDetailsSchema = z.object({
  name: z.string(),
  rank: z.enum(['bronze', 'silver', 'gold', 'platinum']),
  balance: z.number().nullable(),
  abbre: z.string(),
});

/** SPEC §3 "other accounts": the store's wallets in other currencies. */
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

/** SPEC §3's dashboard response; the wallet part now, the rest with the dashboard issue. */
export const DashboardResponseSchema = z.object({
  walletDetails: WalletDetailsSchema,
  otherAccounts: z.array(OtherAccountSchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
