import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { StorefrontBannerSchema } from './banners';
import { deliveryChoiceFields, OrderDeliverySchema } from './delivery-checkout';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { orderMessages } from './order-messages';
import { ORDER_STATUSES, PAYMENT_STATES } from './orders';
import { text } from './text';

/**
 * The public storefront at /store/<slug> (issue 13): no account. A customer browses, checks out
 * and pays by card or bank transfer; the order is reopened with its secret in the header `ordertoken`.
 */

export const ORDER_TOKEN_HEADER = 'ordertoken';
export const StorefrontSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const StorefrontProductParamsSchema = StorefrontSlugParamsSchema.extend({ id: z.uuid() });
export const StorefrontOrderParamsSchema = z.object({ id: z.uuid() });

export const StorefrontStoreSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logourl: z.string(),
  currency: z.string(),
  deliveryfee: z.number(),
  email: z.string(),
  phone: z.string(),
  /** Categories with at least one active product. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Active brands with at least one active product: the brand filter's choices. */
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The banners showing now (ADR 0037), each placement's in order. */
  banners: z.array(StorefrontBannerSchema),
});
export type StorefrontStore = z.infer<typeof StorefrontStoreSchema>;

export const StorefrontVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  colour: z.string(),
  price: z.number(),
  instock: z.boolean(),
});
export const RatingSummarySchema = z.object({ average: z.number(), count: z.number() });

export const StorefrontProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  compareatprice: z.number().nullable(),
  images: z.array(z.string()),
  categoryid: z.string().nullable(),
  categoryname: z.string(),
  instock: z.boolean(),
  variants: z.array(StorefrontVariantSchema),
  rating: RatingSummarySchema,
});
export type StorefrontProduct = z.infer<typeof StorefrontProductSchema>;

export const StorefrontReviewSchema = z.object({
  id: z.string(),
  customername: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdat: z.string(),
});
export const StorefrontProductDetailSchema = StorefrontProductSchema.extend({
  /** The newest published reviews (at most 20). */
  reviews: z.array(StorefrontReviewSchema),
});
export type StorefrontProductDetail = z.infer<typeof StorefrontProductDetailSchema>;

export const StorefrontProductsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'name', 'price']).default('createdat'),
  category: z.uuid().optional(),
  brand: z.uuid().optional(),
});
export type StorefrontProductsQuery = z.input<typeof StorefrontProductsQuerySchema>;
export const StorefrontProductListSchema = listResponse(StorefrontProductSchema);
export type StorefrontProductList = z.infer<typeof StorefrontProductListSchema>;

/** The most lines and units one order may have. */
export const CART_LINES_MAX = 50;
export const CART_QUANTITY_MAX = 100;

export const CheckoutLineSchema = z.object({
  productid: z.uuid(),
  variantid: z.uuid().nullable().default(null),
  quantity: z
    .number(orderMessages.quantityInvalid)
    .int(orderMessages.quantityInvalid)
    .min(1, orderMessages.quantityInvalid)
    .max(CART_QUANTITY_MAX, orderMessages.quantityInvalid),
});
export const CheckoutRequestSchema = z.object({
  items: z.array(CheckoutLineSchema).min(1, orderMessages.cartEmpty).max(CART_LINES_MAX),
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  email: EmailSchema,
  phone: PhoneSchema,
  address: text().trim().min(1, messages.required).max(300),
  city: text().trim().min(1, messages.required).max(80),
  note: text({ multiline: true }).trim().max(500).default(''),
  /** By bank transfer (a temporary account at `bank`) or by card (the provider's page). */
  method: z.enum(['transfer', 'card']).default('transfer'),
  /** The bank of the temporary account, from the store's payment banks; for a transfer. */
  bank: text().max(20).default(''),
  /** A discount code; '' for none. A code that does not apply is refused (400 on `code`). */
  code: text().trim().max(32).default(''),
  /**
   * The customer ticked "E-mail me news and offers": their consent, recorded with its time and
   * 'checkout' as its source. Unticked leaves an earlier consent as it was.
   */
  marketing: z.boolean().default(false),
  /** Delivered to a region (its zone prices it) or picked up at a branch (ADR 0036). */
  ...deliveryChoiceFields,
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
/**
 * A checkout as the storefront's form sends it: by card (no bank asked), or by bank transfer,
 * where the bank of the temporary account is required.
 */
export const CheckoutByMethodRequestSchema = z.discriminatedUnion('method', [
  CheckoutRequestSchema.extend({ method: z.literal('card') }),
  CheckoutRequestSchema.extend({
    method: z.literal('transfer'),
    bank: z.string().min(1, messages.required).max(20),
  }),
]);

export const PaymentBanksSchema = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const PublicOrderItemSchema = z.object({
  id: z.string(),
  productid: z.string().nullable(),
  name: z.string(),
  variant: z.string(),
  image: z.string(),
  unitprice: z.number(),
  quantity: z.number(),
  total: z.number(),
  /** The customer has reviewed this line's product for this order. */
  reviewed: z.boolean(),
});

/** What the customer's receipt page shows. */
export const PublicOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentstate: z.enum(PAYMENT_STATES),
  currency: z.string(),
  subtotal: z.number(),
  deliveryfee: z.number(),
  /** Taken off by the merchant (an order taken by phone); 0 otherwise. */
  discount: z.number(),
  total: z.number(),
  amountpaid: z.number(),
  amountdue: z.number(),
  items: z.array(PublicOrderItemSchema),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  /** Delivered where and when, or picked up where (ADR 0036). */
  delivery: OrderDeliverySchema,
  /** Where to send the money; null once paid in full, cancelled or refunded. */
  payment: z
    .object({
      bank: z.string(),
      accountnumber: z.string(),
      accountname: z.string(),
      expiresat: z.string(),
    })
    .nullable(),
  /** How it is being paid: by transfer into `payment`, or by card on `checkouturl`. */
  paymentmethod: z.enum(['transfer', 'card']),
  /** An unpaid card order: the provider's page to pay on; '' otherwise. */
  checkouturl: z.string(),
  /** A card payment that failed: the processor's words; '' otherwise. */
  cardfailure: z.string(),
  store: z.object({ name: z.string(), slug: z.string() }),
  createdat: z.string(),
  paidat: z.string().nullable(),
  /** Delivered: the customer may review its products. */
  canreview: z.boolean(),
  /** Until when the customer may ask to return a line (the store's window after delivery); null: not now. */
  returnuntil: z.string().nullable(),
  /** Returns of its lines, asked for by the customer or recorded by the store. */
  returns: z.array(
    z.object({
      itemid: z.string(),
      quantity: z.number(),
      status: z.enum(['requested', 'received', 'rejected']),
    }),
  ),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

export const CheckoutResponseSchema = z.object({
  order: PublicOrderSchema,
  /** The order's secret: sent back in the header `ordertoken`. Shown once; kept by the browser. */
  token: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const ReviewRequestSchema = z.object({
  /** The order line reviewed. */
  itemid: z.uuid(),
  rating: z
    .number(orderMessages.ratingRange)
    .int(orderMessages.ratingRange)
    .min(1, orderMessages.ratingRange)
    .max(5, orderMessages.ratingRange),
  comment: text({ multiline: true }).trim().max(1000, messages.descriptionTooLong).default(''),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** A visit to the storefront, counted unless it comes from a bot or repeats within a minute. */
export const VisitResponseSchema = z.object({ counted: z.boolean() });

/** The storefront's pages a customer opens (the web app's routes), for links made elsewhere. */
export const storefrontPagePaths = {
  store: (slug: string) => `/store/${slug}`,
  product: (slug: string, productId: string) => `/store/${slug}/products/${productId}`,
};
