import { z } from 'zod';
import { currencySymbols, type Currency } from './currencies';
import { ListQuerySchema, listResponse } from './lists';
import { messages } from './messages';
import { AmountSchema, roundAmount } from './money';
import { text } from './text';

/** docs/product/rules.md: the least top-up is 100 in NGN and 5 in any other currency. */
export const topUpMinimum = (currency: string) => (currency === 'NGN' ? 100 : 5);

/**
 * docs/product/rules.md: 'Least top-up amount is ₦100', or the formatted 5 of the store's currency.
 */
export function leastTopUpMessage(currency: string, format?: (amount: number) => string): string {
  if (currency === 'NGN') return messages.leastTopUpNgn;
  const amount = topUpMinimum(currency);
  const formatted = format
    ? format(amount)
    : `${currencySymbols[currency as Currency] ?? ''}${amount.toFixed(2)}`;
  return `Least top-up amount is ${formatted}`;
}

/**
 * docs/product/rules.md: amount rounded to 2 decimals with the leading zero removed, e.g. '0150' ->
 * 150.
 */
export const normaliseAmountInput = (text: string) => {
  const cleaned = text.replace(/[^\d.]/g, '').replace(/^0+(?=\d)/, '');
  return cleaned === '' ? '' : String(roundAmount(Number(cleaned)));
};

export const TopUpRequestSchema = z.object({
  amount: AmountSchema,
  bank: text().trim().min(1, messages.required).max(20),
});
export type TopUpRequest = z.input<typeof TopUpRequestSchema>;

export const TopUpBankSchema = z.object({ code: z.string(), name: z.string() });
export const TopUpBanksSchema = z.object({ banks: z.array(TopUpBankSchema) });

/** docs/product/records.md: top-up payment details. */
export const TopUpDetailsSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  fee: z.number(),
  accountBank: z.string(),
  accountName: z.string(),
  walletNumber: z.string(),
  timeoutinmins: z.number(),
});
export type TopUpDetails = z.infer<typeof TopUpDetailsSchema>;

export const TopUpStatusRequestSchema = z.object({
  ordernumber: text().trim().max(64).optional().default(''),
  reference: text().trim().min(1, messages.required).max(64),
});

/**
 * CANCELLED: the merchant cancelled it before it was paid in full. Money that reaches its account
 * afterwards is still credited (ADR 0004), and once paid in full it reads SUCCESSFUL.
 */
export const TOP_UP_STATUSES = [
  'PENDING',
  'SUCCESSFUL',
  'UNDERPAID',
  'EXPIRED',
  'CANCELLED',
] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TopUpStatusResponseSchema = TopUpDetailsSchema.extend({
  status: z.enum(TOP_UP_STATUSES),
  /** Received so far, the fee included; what of it reached the wallet. */
  amountpaid: z.number(),
  credited: z.number(),
  /** What is still to send: amount + fee - amountpaid, never below 0. */
  amountdue: z.number(),
  currency: z.string(),
  /** When the account stops expecting payment (ISO); money sent later is still credited. */
  expiresat: z.string(),
  createdat: z.string(),
  message: z.string(),
});
export type TopUpStatusResponse = z.infer<typeof TopUpStatusResponseSchema>;

/**
 * The store's top-ups (resource kit). `state=open`: neither paid in full, cancelled nor expired,
 * i.e. the ones still waiting for the merchant's money.
 */
export const TOP_UP_SORTS = ['createdat', 'expiresat'] as const;
export const TOP_UP_STATES = ['open', 'cancelled'] as const;
export const TopUpsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(TOP_UP_SORTS).default('createdat'),
  state: z.enum(TOP_UP_STATES).optional(),
});
export type TopUpsQuery = z.input<typeof TopUpsQuerySchema>;

export const TopUpListSchema = listResponse(TopUpStatusResponseSchema);
export type TopUpList = z.infer<typeof TopUpListSchema>;

/** Cancels a top-up that is not yet paid in full; cancelling it again changes nothing. */
export const TopUpCancelRequestSchema = z.object({
  reference: text().trim().min(1, messages.required).max(64),
});

/** What the server answers a provider's webhook it has accepted. */
export const WebhookAckSchema = z.object({ status: z.literal('ok') });
