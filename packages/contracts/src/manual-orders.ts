import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { messages } from './messages';
import { branchMessages } from './branch-messages';
import { customerMessages } from './customer-messages';
import { orderMessages } from './order-messages';
import { settableAmount } from './money';
import { OrderDetailSchema } from './orders';
import { CART_LINES_MAX, CheckoutLineSchema } from './storefront';
import { text } from './text';

/**
 * An order the merchant takes by phone or at the counter (issue 28): a customer of the store or
 * a new one, products from the catalogue (priced by the server), a delivery fee, a discount with
 * its reason, and how it is paid: cash in hand (paid at once), a bank transfer into a temporary
 * account, or a card page whose link is e-mailed to the customer. Money in major units.
 */

export const MANUAL_ORDER_PAYMENTS = ['cash', 'transfer', 'card'] as const;
export type ManualOrderPayment = (typeof MANUAL_ORDER_PAYMENTS)[number];
const AMOUNT_MAX = 100_000_000;

export const ManualOrderRequestSchema = z
  .object({
    /** A customer of the store; null for a new one, named below. */
    customerid: z.uuid().nullable().default(null),
    name: text().trim().max(80, messages.nameTooLong).default(''),
    email: z.union([z.literal(''), EmailSchema]).default(''),
    phone: z.union([z.literal(''), PhoneSchema]).default(''),
    items: z.array(CheckoutLineSchema).min(1, orderMessages.cartEmpty).max(CART_LINES_MAX),
    deliveryfee: settableAmount(AMOUNT_MAX).default(0),
    /** Where it goes; '' for a sale collected at the counter. */
    address: text().trim().max(200, messages.textTooLong).default(''),
    city: text().trim().max(60, messages.textTooLong).default(''),
    /** Taken off the order's total; needs a reason, kept on the order and in the account log. */
    discount: settableAmount(AMOUNT_MAX).default(0),
    discountreason: text().trim().max(120, messages.textTooLong).default(''),
    note: text({ multiline: true }).trim().max(500, messages.textTooLong).default(''),
    payment: z.enum(MANUAL_ORDER_PAYMENTS),
    /** The bank of the temporary account, for a transfer. */
    bank: text().max(20).default(''),
    /**
     * The branch whose sale it is (one of the store's active branches); absent: the creating
     * sub-user's branch if active, else none; null: none.
     */
    branchid: z.uuid(branchMessages.branchNotFound).nullable().optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    if (body.customerid === null) {
      if (body.name === '') issue('name', messages.required);
      if (body.email === '' && body.phone === '')
        issue('email', customerMessages.customerContactRequired);
    }
    if (body.discount > 0 && body.discountreason === '') issue('discountreason', messages.required);
    if (body.payment === 'transfer' && body.bank === '') issue('bank', messages.required);
  });
export type ManualOrderRequest = z.input<typeof ManualOrderRequestSchema>;

export const ManualOrderResponseSchema = z.object({
  order: OrderDetailSchema,
  /**
   * The customer's page of the order, with its secret (shown once): where they pay by transfer
   * or card and follow it. E-mailed to them when they have an address.
   */
  customerurl: z.string(),
});
export type ManualOrderResponse = z.infer<typeof ManualOrderResponseSchema>;
