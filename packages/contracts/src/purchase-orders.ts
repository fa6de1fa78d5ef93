import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { invoiceMessages } from './invoice-messages';
import { AmountSchema, settableAmount } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';
import { TransferRefSchema } from './transfer';

/**
 * Purchase orders (issue 28, ADR 0038): a draft with lines for one supplier, numbered PO-0001
 * per store when saved; draft → ordered → partly_received → received, or cancelled from
 * draft or ordered. Receiving adds stock at the line's unit cost; paying sends the supplier
 * money from the wallet with the PIN through the payout path. Money in major units.
 */

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partly_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/** The moves a merchant asks for; the receiving states follow from what arrived. */
export const PURCHASE_ORDER_MOVES = ['ordered', 'cancelled'] as const;
export const PURCHASE_ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PURCHASE_ORDER_LINES_MAX = 100;

/** 'PO-0001' (0, never a stored number, reads '').*/
export const purchaseOrderNumber = (number: number) =>
  number > 0 ? `PO-${String(number).padStart(4, '0')}` : '';

export const PurchaseOrderIdParamsSchema = z.object({ id: z.uuid() });

export const PurchaseOrderLineSchema = z.object({
  id: z.string(),
  productid: z.string().nullable(),
  variantid: z.string().nullable(),
  name: z.string(),
  suppliersku: z.string(),
  quantity: z.number(),
  received: z.number(),
  unitcost: z.number(),
  total: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLineSchema>;

export const PurchaseOrderPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reference: z.string(),
  status: z.enum(PURCHASE_ORDER_PAYMENT_STATUSES),
  createdat: z.string(),
});

export const PurchaseOrderSchema = z.object({
  id: z.string(),
  /** 'PO-0001', given when the draft is saved. */
  number: z.string(),
  supplierid: z.string(),
  suppliername: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  currency: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  paid: z.number(),
  /** What is left to pay: total − paid. */
  due: z.number(),
  reference: z.string(),
  note: z.string(),
  /** YYYY-MM-DD, or null. */
  expectedat: z.string().nullable(),
  orderedat: z.string().nullable(),
  receivedat: z.string().nullable(),
  cancelledat: z.string().nullable(),
  lines: z.array(PurchaseOrderLineSchema),
  payments: z.array(PurchaseOrderPaymentSchema),
  createdat: z.string(),
  updatedat: z.string(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PURCHASE_ORDER_SORTS = ['createdat', 'number', 'total', 'expectedat'] as const;
export const PurchaseOrdersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(PURCHASE_ORDER_SORTS).default('createdat'),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  supplier: z.uuid().optional(),
});
export type PurchaseOrdersQuery = z.input<typeof PurchaseOrdersQuerySchema>;
export const PurchaseOrderListSchema = listResponse(PurchaseOrderSchema);
export type PurchaseOrderList = z.infer<typeof PurchaseOrderListSchema>;

export const PurchaseOrderLineRequestSchema = z.object({
  productid: z.uuid(messages.required),
  variantid: z.uuid().nullable().default(null),
  quantity: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(1, messages.wholeNumberRequired)
    .max(100_000, messages.wholeNumberRequired),
  /** Null: the supplier's cost for it, else the product's cost price (else 0). */
  unitcost: settableAmount(100_000_000).nullable().default(null),
});

const expectedDate = z
  .union([z.literal(''), z.iso.date(messages.required)])
  .nullable()
  .default(null)
  .transform((value) => value || null);

/** POST /purchase-orders, PUT /purchase-orders/:id (a draft). */
export const PurchaseOrderRequestSchema = z.object({
  supplierid: z.uuid(messages.required),
  lines: z
    .array(PurchaseOrderLineRequestSchema)
    .min(1, invoiceMessages.invoiceNeedsLine)
    .max(PURCHASE_ORDER_LINES_MAX),
  shipping: settableAmount(100_000_000).default(0),
  expectedat: expectedDate,
  reference: text().trim().max(60, messages.textTooLong).default(''),
  note: text({ multiline: true }).trim().max(1000, messages.textTooLong).default(''),
});
export type PurchaseOrderRequest = z.input<typeof PurchaseOrderRequestSchema>;

/** POST /purchase-orders/:id/status: ordered (e-mailed to the supplier) or cancelled. */
export const PurchaseOrderMoveRequestSchema = z.object({ status: z.enum(PURCHASE_ORDER_MOVES) });

/** POST /purchase-orders/:id/receive: what arrived of each line, at most what is outstanding. */
export const ReceiveRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineid: z.uuid(),
        quantity: z
          .number(messages.wholeNumberRequired)
          .int(messages.wholeNumberRequired)
          .min(0, messages.wholeNumberRequired)
          .max(100_000, messages.wholeNumberRequired),
      }),
    )
    .min(1, invoiceMessages.invoiceNeedsLine)
    .max(PURCHASE_ORDER_LINES_MAX),
});
export type ReceiveRequest = z.input<typeof ReceiveRequestSchema>;

/** POST /purchase-orders/:id/payment-quote: name enquiry of the supplier's account, and the fee. */
export const PaymentQuoteRequestSchema = z.object({ amount: AmountSchema });

/** POST /purchase-orders/:id/payments: the quote's `ref` is the payment's idempotency key. */
export const PurchaseOrderPayRequestSchema = z.object({
  amount: AmountSchema,
  pin: TransferPinSchema,
  ref: TransferRefSchema,
});
export type PurchaseOrderPayRequest = z.input<typeof PurchaseOrderPayRequestSchema>;

/** A product at or below its low-stock level, with the supplier that supplies it. */
export const ReorderSuggestionSchema = z.object({
  productid: z.string(),
  variantid: z.string().nullable(),
  name: z.string(),
  stock: z.number(),
  threshold: z.number(),
  /** Enough to be back at twice the threshold. */
  quantity: z.number(),
  supplierid: z.string().nullable(),
  suppliername: z.string(),
  unitcost: z.number(),
});
export type ReorderSuggestion = z.infer<typeof ReorderSuggestionSchema>;
export const ReorderSuggestionsSchema = z.object({ items: z.array(ReorderSuggestionSchema) });

/** POST /purchase-orders/reorder: a draft for the supplier with its low-stock products. */
export const ReorderRequestSchema = z.object({ supplierid: z.uuid(messages.required) });
