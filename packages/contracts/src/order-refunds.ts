import { z } from 'zod';
import { REFUND_REASON_MAX } from './card-payments';
import { messages } from './messages';
import { orderMessages } from './order-messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { CART_QUANTITY_MAX } from './storefront';
import { text } from './text';

/**
 * Money back on an order (issue 28): all or part of what was paid — chosen lines, the delivery,
 * or an amount of the merchant's — from the wallet with the PIN: to the card it was paid with,
 * to the customer's bank account (named first by a transfer quote under the same `ref`, as a
 * transfer is), or in cash from the till (recorded; no wallet money moves). `ref` makes it
 * idempotent. The order becomes refunded once all it was paid has gone back. Money in major
 * units.
 */

export const ORDER_REFUND_METHODS = ['card', 'bank', 'cash'] as const;
export type OrderRefundMethod = (typeof ORDER_REFUND_METHODS)[number];
/** A bank refund is a transfer, a card one a card refund: each ends processed or failed. */
export const ORDER_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** The request's fields (a form leaves out `ref` and shapes `items` its own way). */
export const orderRefundFields = {
  /** Lines of the order and how many of each are refunded. */
  items: z
    .array(
      z.object({
        itemid: z.uuid(),
        quantity: z
          .number(orderMessages.quantityInvalid)
          .int(orderMessages.quantityInvalid)
          .min(1, orderMessages.quantityInvalid)
          .max(CART_QUANTITY_MAX, orderMessages.quantityInvalid),
      }),
    )
    .max(50)
    .default([]),
  /** The delivery fee goes back too. */
  delivery: z.boolean().default(false),
  /** An amount of its own; null: what the lines and the delivery chosen are worth. */
  amount: z
    .number({ error: messages.enterValidAmount })
    .finite(messages.enterValidAmount)
    .positive(messages.enterValidAmount)
    .pipe(AmountSchema)
    .nullable()
    .default(null),
  reason: text().trim().min(1, messages.required).max(REFUND_REASON_MAX, messages.textTooLong),
  method: z.enum(ORDER_REFUND_METHODS),
  /** A bank refund: the account the transfer quote under `ref` named. */
  bankcode: text().trim().max(10).default(''),
  account: text().trim().max(20).default(''),
  pin: TransferPinSchema,
  /**
   * Idempotency key, the client's (a UUID) or, for a bank refund, the transfer quote's: sent
   * again, it answers the first refund.
   */
  ref: text()
    .trim()
    .regex(/^[\w-]{8,64}$/, messages.required),
};

/** Something to refund, and a bank refund's account. */
export const orderRefundRules = (
  body: {
    amount?: number | null;
    items?: unknown[];
    delivery?: boolean;
    method?: OrderRefundMethod;
    bankcode?: string;
    account?: string;
  },
  context: z.RefinementCtx,
) => {
  if ((body.amount ?? null) === null && (body.items?.length ?? 0) === 0 && !body.delivery) {
    context.addIssue({ code: 'custom', message: messages.enterValidAmount, path: ['amount'] });
  }
  if (body.method === 'bank' && (body.bankcode === '' || body.account === '')) {
    context.addIssue({ code: 'custom', message: messages.required, path: ['account'] });
  }
};

export const OrderRefundRequestSchema = z.object(orderRefundFields).superRefine(orderRefundRules);
export type OrderRefundRequest = z.input<typeof OrderRefundRequestSchema>;

export const OrderRefundSchema = z.object({
  id: z.string(),
  ref: z.string(),
  method: z.enum(ORDER_REFUND_METHODS),
  amount: z.number(),
  reason: z.string(),
  items: z.array(z.object({ itemid: z.string(), name: z.string(), quantity: z.number() })),
  delivery: z.boolean(),
  status: z.enum(ORDER_REFUND_STATUSES),
  /** Who asked for it. */
  by: z.string(),
  createdat: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** An order's refunds, newest first, and what is left to refund. */
export const OrderRefundsSchema = z.object({
  refunds: z.array(OrderRefundSchema),
  /** What the order was paid, what went back (failed refunds not counted), what is left. */
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
});
export type OrderRefunds = z.infer<typeof OrderRefundsSchema>;
