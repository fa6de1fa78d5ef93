import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { text } from './text';
import { OrderDeliverySchema } from './delivery-checkout';

/**
 * Orders (issue 13): placed by customers on the storefront, paid by bank transfer into a
 * temporary account, then moved through the workflow by the merchant. docs/product/records.md names
 * an order's id, total, orderStatus and createdat; the rest is ours (ADR 0016). Money in major
 * units.
 */

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves a merchant may make. pending → paid belongs to the payment alone; an unpaid order
 * is cancelled (its stock goes back). A paid one becomes refunded only by giving its money back
 * (POST /orders/:id/refunds, order-refunds.ts), once all that was paid has gone back.
 */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

export const PAYMENT_STATES = ['unpaid', 'partiallypaid', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const OrderIdParamsSchema = z.object({ id: z.uuid() });

export const OrderCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const OrderItemSchema = z.object({
  id: z.string(),
  /** Null once the product is gone; the line keeps what was sold. */
  productid: z.string().nullable(),
  variantid: z.string().nullable(),
  name: z.string(),
  /** 'M / Blue', or '' without a variant. */
  variant: z.string(),
  sku: z.string(),
  /** The product's first image when ordered, or ''. */
  image: z.string(),
  unitprice: z.number(),
  quantity: z.number(),
  total: z.number(),
  /** Units of this line returned and received back (restocked). */
  returnedquantity: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** What happened to an order, for its timeline; `params` fill the web's sentence for `code`. */
export const ORDER_EVENT_CODES = [
  'placed',
  'paymentReceived',
  'paid',
  'statusChanged',
  'expired',
  'returnReceived',
] as const;
export const OrderEventSchema = z.object({
  id: z.string(),
  code: z.enum(ORDER_EVENT_CODES),
  params: z.record(z.string(), z.string()),
  /** The status after the event. */
  orderStatus: z.enum(ORDER_STATUSES),
  note: z.string(),
  /** The staff member's name, 'Customer' or 'System'. */
  by: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * A row of /orders/all and the dashboard's recent orders (docs/product/records.md Order and more).
 */
export const OrderSchema = z.object({
  id: z.string(),
  /** The store's own running number: #1001, #1002… */
  number: z.number(),
  total: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  createdat: z.string(),
  currency: z.string(),
  customer: OrderCustomerSchema,
  itemcount: z.number(),
  paymentstate: z.enum(PAYMENT_STATES),
  amountpaid: z.number(),
  updatedat: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Where an unpaid order's money is to be sent (the temporary account, as a top-up's). */
export const OrderPaymentAccountSchema = z.object({
  reference: z.string(),
  bank: z.string(),
  accountnumber: z.string(),
  accountname: z.string(),
  amountdue: z.number(),
  expiresat: z.string(),
});

export const ORDER_SOURCES = ['storefront', 'manual'] as const;
export const ORDER_PAYMENT_METHODS = ['transfer', 'card', 'cash'] as const;

export const OrderDetailSchema = OrderSchema.extend({
  /** On the storefront, or taken by the merchant (issue 28). */
  source: z.enum(ORDER_SOURCES),
  subtotal: z.number(),
  deliveryfee: z.number(),
  /** Taken off subtotal + delivery, with its reason; total = subtotal + delivery − discount. */
  discount: z.number(),
  discountreason: z.string(),
  /** How it is (to be) paid: its account, its card page, or cash in hand. */
  paymentmethod: z.enum(ORDER_PAYMENT_METHODS),
  address: z.string(),
  city: z.string(),
  note: z.string(),
  /** Delivered where and when, or picked up where (ADR 0036). */
  delivery: OrderDeliverySchema,
  /** The branch it belongs to (a sale at its counter, or a pickup there); null without. */
  branch: z.object({ id: z.string(), name: z.string() }).nullable(),
  paidat: z.string().nullable(),
  items: z.array(OrderItemSchema),
  timeline: z.array(OrderEventSchema),
  /** Null once paid in full, cancelled or refunded. */
  payment: OrderPaymentAccountSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const ORDER_SORTS = ['createdat', 'total', 'number'] as const;
export const OrdersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(ORDER_SORTS).default('createdat'),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Days (UTC), both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  customer: z.uuid().optional(),
  /** Orders attached to one branch (a sale at its counter or a pickup there). */
  branch: z.uuid().optional(),
});
export type OrdersQuery = z.input<typeof OrdersQuerySchema>;
export const OrderListSchema = listResponse(OrderSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

export const UpdateOrderStatusRequestSchema = z.object({
  orderStatus: z.enum(ORDER_STATUSES),
  note: text({ multiline: true }).trim().max(500).default(''),
});
export type UpdateOrderStatusRequest = z.input<typeof UpdateOrderStatusRequestSchema>;
