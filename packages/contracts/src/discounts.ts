import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { discountMessages } from './discount-messages';
import { orderMessages } from './order-messages';
import { settableAmount } from './money';
import { text } from './text';
import { deliveryChoiceFields, DeliveryQuoteSchema } from './delivery-checkout';

/**
 * Discounts (/discount/all) and their coupon codes (/coupons/all), issue 28. A discount is
 * automatic (every cart that meets it) or by code; it takes a percentage or an amount off the
 * order or some products, categories or brands, makes delivery free, or gives Y of every X+Y
 * units; it may need a minimum subtotal or quantity; it runs between its start and end; it
 * stacks with others only when combinable (discount-pricing.ts states the rule). The server
 * prices every cart. Money in major units; percentages as 0–100.
 */

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_delivery', 'bxgy'] as const;
export const DISCOUNT_TARGETS = ['order', 'products', 'categories', 'brands'] as const;
export const DISCOUNT_METHODS = ['automatic', 'code'] as const;
/** Where a discount stands now: inactive wins, then scheduled, expired, active. */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];
export const DISCOUNT_TARGETS_MAX = 100;
export const COUPON_BATCH_MAX = 1_000;

export const DiscountIdParamsSchema = z.object({ id: z.uuid() });

export const DiscountSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent (percentage, bxgy: 100 = free) or amount (fixed); 0 for free delivery. */
  value: z.number(),
  appliesto: z.enum(DISCOUNT_TARGETS),
  targetids: z.array(z.string()),
  buyquantity: z.number(),
  getquantity: z.number(),
  minsubtotal: z.number(),
  minquantity: z.number(),
  method: z.enum(DISCOUNT_METHODS),
  startsat: z.string(),
  endsat: z.string().nullable(),
  combinable: z.boolean(),
  active: z.boolean(),
  state: z.enum(DISCOUNT_STATES),
  /** Orders it was applied to, and what it took off them. */
  timesused: z.number(),
  discountgiven: z.number(),
  /** Its coupon codes (a code discount). */
  codes: z.number(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DISCOUNT_SORTS = ['createdat', 'name', 'timesused'] as const;
export const DiscountsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(DISCOUNT_SORTS).default('createdat'),
  state: z.enum(DISCOUNT_STATES).optional(),
  method: z.enum(DISCOUNT_METHODS).optional(),
  kind: z.enum(DISCOUNT_KINDS).optional(),
});
export type DiscountsQuery = z.input<typeof DiscountsQuerySchema>;
export const DiscountListSchema = listResponse(DiscountSchema);
export type DiscountList = z.infer<typeof DiscountListSchema>;

const percent = z
  .number(discountMessages.discountValueInvalid)
  .finite(discountMessages.discountValueInvalid)
  .min(0, discountMessages.discountValueInvalid)
  .max(100, discountMessages.discountValueInvalid);
const wholeCount = (max: number) =>
  z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(0, messages.wholeNumberRequired)
    .max(max, messages.wholeNumberRequired);
const moment = z.iso.datetime({ offset: true, message: messages.required });

export const discountFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.union([percent, settableAmount(100_000_000)]),
  appliesto: z.enum(DISCOUNT_TARGETS),
  targetids: z.array(z.uuid()).max(DISCOUNT_TARGETS_MAX),
  buyquantity: wholeCount(100),
  getquantity: wholeCount(100),
  minsubtotal: settableAmount(100_000_000),
  minquantity: wholeCount(10_000),
  method: z.enum(DISCOUNT_METHODS),
  startsat: moment,
  endsat: moment.nullable(),
  combinable: z.boolean(),
  active: z.boolean(),
};

/** The rules across fields; the server checks the targets are the store's. */
const discountRules = (
  body: {
    kind?: (typeof DISCOUNT_KINDS)[number];
    value?: number;
    appliesto?: (typeof DISCOUNT_TARGETS)[number];
    targetids?: string[];
    buyquantity?: number;
    getquantity?: number;
    startsat?: string;
    endsat?: string | null;
  },
  context: z.RefinementCtx,
) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [path] });
  const value = body.value ?? 0;
  if (body.kind === 'percentage' || body.kind === 'bxgy') {
    if (!(value > 0 && value <= 100)) issue('value', discountMessages.discountValueInvalid);
  }
  if (body.kind === 'fixed' && !(value > 0)) issue('value', discountMessages.discountValueInvalid);
  if (body.kind === 'bxgy') {
    if (!body.buyquantity) issue('buyquantity', messages.wholeNumberRequired);
    if (!body.getquantity) issue('getquantity', messages.wholeNumberRequired);
  }
  if (body.appliesto && body.appliesto !== 'order' && (body.targetids?.length ?? 0) === 0) {
    issue('targetids', discountMessages.discountTargetsRequired);
  }
  if (body.startsat && body.endsat && Date.parse(body.endsat) <= Date.parse(body.startsat)) {
    issue('endsat', discountMessages.discountEndsBeforeStart);
  }
};

export const DiscountRequestSchema = z
  .object({
    ...discountFields,
    value: discountFields.value.default(0),
    appliesto: discountFields.appliesto.default('order'),
    targetids: discountFields.targetids.default([]),
    buyquantity: discountFields.buyquantity.default(0),
    getquantity: discountFields.getquantity.default(0),
    minsubtotal: discountFields.minsubtotal.default(0),
    minquantity: discountFields.minquantity.default(0),
    method: discountFields.method.default('automatic'),
    startsat: discountFields.startsat.optional(),
    endsat: discountFields.endsat.default(null),
    combinable: discountFields.combinable.default(false),
    active: discountFields.active.default(true),
  })
  .superRefine(discountRules);
export type DiscountRequest = z.input<typeof DiscountRequestSchema>;

/** Only the fields sent change; the server checks the rules again on the result. */
export const UpdateDiscountRequestSchema = z
  .object(discountFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateDiscountRequest = z.input<typeof UpdateDiscountRequestSchema>;
export { discountRules };

/** What a discount's use belongs to: exactly one of them (ADR 0034, migration 0046). */
export const DISCOUNT_USE_KINDS = ['order', 'linkpayment', 'invoice'] as const;
export type DiscountUseKind = (typeof DISCOUNT_USE_KINDS)[number];

/** One use of a discount: where, when, by whom and what it took off. */
export const DiscountUseSchema = z.object({
  id: z.string(),
  kind: z.enum(DISCOUNT_USE_KINDS),
  /** The screen it opens: the order's, the payment link's or the invoice's id. */
  ownerid: z.string(),
  /** '#1001' for an order, the link's name, 'INV-0001' for an invoice ('' for a draft). */
  reference: z.string(),
  /** The customer's or payer's name, else their e-mail; '' when not known (erased). */
  customer: z.string(),
  /** The code typed for it; '' for an automatic or picked discount. */
  code: z.string(),
  amount: z.number(),
  currency: z.string(),
  usedat: z.string(),
});
export type DiscountUse = z.infer<typeof DiscountUseSchema>;

export const DiscountUsesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['usedat']).default('usedat'),
});
export type DiscountUsesQuery = z.input<typeof DiscountUsesQuerySchema>;
export const DiscountUseListSchema = listResponse(DiscountUseSchema);
export type DiscountUseList = z.infer<typeof DiscountUseListSchema>;

/** A code that applies a discount, and how often it may be used. */
export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discountid: z.string(),
  discountname: z.string(),
  /** Uses in all, and per customer (by e-mail); null for no limit. */
  usagelimit: z.number().nullable(),
  percustomerlimit: z.number().nullable(),
  used: z.number(),
  active: z.boolean(),
  createdat: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'code', 'used']).default('createdat'),
  discount: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type CouponsQuery = z.input<typeof CouponsQuerySchema>;
export const CouponListSchema = listResponse(CouponSchema);
export type CouponList = z.infer<typeof CouponListSchema>;

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
const codeText = text().trim().toUpperCase().regex(COUPON_CODE, discountMessages.couponCodeInvalid);
const limit = z
  .number(messages.wholeNumberRequired)
  .int(messages.wholeNumberRequired)
  .min(1, messages.wholeNumberRequired)
  .max(1_000_000, messages.wholeNumberRequired)
  .nullable();

/** One code of the merchant's choosing, or `count` generated ones starting with `prefix`. */
export const CouponBatchRequestSchema = z
  .object({
    discountid: z.uuid(),
    code: z.union([z.literal(''), codeText]).default(''),
    prefix: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,12}$/, discountMessages.couponCodeInvalid)
      .default(''),
    count: z
      .number(messages.wholeNumberRequired)
      .int(messages.wholeNumberRequired)
      .min(1, messages.wholeNumberRequired)
      .max(COUPON_BATCH_MAX, messages.wholeNumberRequired)
      .default(1),
    usagelimit: limit.default(null),
    percustomerlimit: limit.default(null),
  })
  .refine((body) => body.code === '' || body.count === 1, {
    message: messages.wholeNumberRequired,
    path: ['count'],
  });
export type CouponBatchRequest = z.input<typeof CouponBatchRequestSchema>;
export const CouponBatchSchema = z.object({ coupons: z.array(CouponSchema) });

export const UpdateCouponRequestSchema = z.object({ active: z.boolean() });

/** A cart priced by the server for the storefront: each line's saving and the discounts. */
export const CartPriceRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productid: z.uuid(),
        variantid: z.uuid().nullable().default(null),
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .min(1, orderMessages.cartEmpty)
    .max(50),
  code: text().trim().max(32).default(''),
  /** Where it goes: the region's zone gives the fee (ADR 0036). */
  ...deliveryChoiceFields,
});
export type CartPriceRequest = z.input<typeof CartPriceRequestSchema>;

export const CartPriceSchema = z.object({
  lines: z.array(
    z.object({
      productid: z.string(),
      variantid: z.string().nullable(),
      quantity: z.number(),
      unitprice: z.number(),
      total: z.number(),
      saving: z.number(),
    }),
  ),
  subtotal: z.number(),
  deliveryfee: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The discounts applied, with what each saves. */
  discounts: z.array(z.object({ name: z.string(), saving: z.number() })),
  /** The code sent: applied, or why not (a message of the contract); '' without a code. */
  codestatus: z.string(),
  /** The delivery: its zone, windows, and why it cannot be ordered so, if so. */
  delivery: DeliveryQuoteSchema,
});
export type CartPrice = z.infer<typeof CartPriceSchema>;
