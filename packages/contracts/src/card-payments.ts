import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';
import { isDateRangeOrdered } from './wallet';

/**
 * Card payments (/transactions/card): every payment attempted by card on the provider's page
 * (ADR 0028), successful or not, with the card, the processor's words and the steps.
 */

export const CARD_PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'abandoned'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];
export const FAILURE_CATEGORIES = ['customer', 'bank', 'system'] as const;
export const CARD_BRANDS = ['visa', 'mastercard', 'verve', 'amex'] as const;

export const CardPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  /** What it paid for: 'link' (later 'order', 'invoice'), and that record's id. */
  purpose: z.string(),
  purposeid: z.string(),
  description: z.string(),
  payername: z.string(),
  payeremail: z.string(),
  currency: z.string(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  brand: z.string(),
  last4: z.string(),
  bank: z.string(),
  gatewayresponse: z.string(),
  failurecategory: z.enum(FAILURE_CATEGORIES).nullable(),
  createdat: z.string(),
  completedat: z.string().nullable(),
  /** Refunded or being refunded (failed refunds excluded), major units. */
  refunded: z.number(),
});
export type CardPayment = z.infer<typeof CardPaymentSchema>;

/**
 * A refund of a successful card payment (ADR 0030): asked with the PIN, paid from the wallet at
 * once, sent to the provider, then processed (the customer has it) or failed (the wallet has it
 * back).
 */
export const CARD_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const CardRefundSchema = z.object({
  id: z.string(),
  ref: z.string(),
  status: z.enum(CARD_REFUND_STATUSES),
  currency: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** Why the provider refused it, when it did. */
  failure: z.string(),
  requestedby: z.string(),
  createdat: z.string(),
  completedat: z.string().nullable(),
});
export type CardRefund = z.infer<typeof CardRefundSchema>;

/** The most a refund's reason may hold: it is sent to the provider and shown to the customer. */
export const REFUND_REASON_MAX = 200;

/** POST /card-payments/:id/refunds: all or part of what is left; `ref` makes a retry safe. */
export const CardRefundRequestSchema = z.object({
  amount: z
    .number({ error: messages.enterValidAmount })
    .finite(messages.enterValidAmount)
    .positive(messages.enterValidAmount)
    .pipe(AmountSchema),
  reason: text().trim().min(1, messages.required).max(REFUND_REASON_MAX, messages.textTooLong),
  pin: TransferPinSchema,
  /** Idempotency key: the same ref sent again answers the first refund and moves nothing. */
  ref: z.uuid(),
});
export type CardRefundRequest = z.input<typeof CardRefundRequestSchema>;

export const CardPaymentDetailSchema = CardPaymentSchema.extend({
  bin: z.string(),
  expiry: z.string(),
  provider: z.string(),
  transactionid: z.string().nullable(),
  steps: z.array(z.object({ at: z.string(), step: z.string(), message: z.string() })),
  /** What is left to refund, major units (0 unless it was successful). */
  refundable: z.number(),
  refunds: z.array(CardRefundSchema),
});
export type CardPaymentDetail = z.infer<typeof CardPaymentDetailSchema>;

export const CARD_PAYMENT_SORTS = ['createdat', 'amount'] as const;
export const CardPaymentsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CARD_PAYMENT_SORTS).default('createdat'),
  status: z.enum(CARD_PAYMENT_STATUSES).optional(),
  brand: z.enum(CARD_BRANDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['from'],
});
export type CardPaymentsQuery = z.input<typeof CardPaymentsQuerySchema>;
export const CardPaymentListSchema = listResponse(CardPaymentSchema);
export type CardPaymentList = z.infer<typeof CardPaymentListSchema>;
