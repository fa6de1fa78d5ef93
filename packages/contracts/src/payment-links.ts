import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { paymentLinkMessages } from './payment-link-messages';
import { splitPaymentMessages } from './split-payment-messages';
import { settableAmount } from './money';
import { CART_LINES_MAX, CheckoutLineSchema } from './storefront';
import { text } from './text';

/**
 * Payment links (/payment-links): a page at `/pay/<slug>` where anyone pays the store a fixed
 * amount or one they choose (above a minimum), by bank transfer into a temporary account, the
 * storefront's way. A link collects the payer's name and e-mail, optionally a phone, an address
 * and up to three fields of the merchant's; it can stop after a number of payments or at a
 * time. Active ↔ inactive; a link that has been paid is never deleted (ADR 0027). A link may
 * sell products of the store's catalogue, each with a quantity: it is then paid at their total,
 * priced by the server from the catalogue when the payer pays, and a payment holds their stock.
 */

export const PAYMENT_LINK_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
export const PAYMENT_LINK_CUSTOM_FIELDS_MAX = 3;
export const PAYMENT_LINK_COMPLETION_LIMIT_MAX = 1_000_000;
/** The least a payment can be, per currency (major units): what a temporary account takes. */
export const LEAST_LINK_PAYMENT: Readonly<Record<string, number>> = { NGN: 100 };
export const leastLinkPayment = (currency: string) => LEAST_LINK_PAYMENT[currency] ?? 1;
const AMOUNT_MAX = 100_000_000;

export const PaymentLinkIdParamsSchema = z.object({ id: z.uuid() });
export const PaymentLinkSlugParamsSchema = z.object({ slug: text().max(60) });
export const LinkPaymentIdParamsSchema = z.object({ id: z.uuid() });

export const PAYMENT_LINK_AMOUNT_TYPES = ['fixed', 'payer'] as const;
export type PaymentLinkAmountType = (typeof PAYMENT_LINK_AMOUNT_TYPES)[number];
/** Where a link stands for a payer: inactive wins, then expired, then its limit reached. */
export const PAYMENT_LINK_STATES = ['active', 'inactive', 'expired', 'completed'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'choice'] as const;
/** A payment holds a place under the link's limit while pending; expired and failed free it. */
export const LINK_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type LinkPaymentStatus = (typeof LINK_PAYMENT_STATUSES)[number];
export const LINK_PAYMENT_METHODS = ['transfer', 'card'] as const;

const slugField = text()
  .trim()
  .toLowerCase()
  .regex(PAYMENT_LINK_SLUG, paymentLinkMessages.slugInvalid);

export const CustomFieldSchema = z
  .object({
    label: text().trim().min(1, messages.required).max(40, messages.textTooLong),
    kind: z.enum(CUSTOM_FIELD_KINDS),
    /** The choices of a `choice` field, 1 to 10, each at most 40 characters. */
    choices: z.array(text().trim().min(1).max(40, messages.textTooLong)).max(10).default([]),
    required: z.boolean().default(true),
  })
  .refine((field) => field.kind !== 'choice' || field.choices.length > 0, {
    message: paymentLinkMessages.choicesRequired,
    path: ['choices'],
  });
export type CustomField = z.output<typeof CustomFieldSchema>;

/** A product (or one of its variants) a link sells, and how many. */
export const PaymentLinkItemRequestSchema = CheckoutLineSchema;
export type PaymentLinkItemRequest = z.input<typeof PaymentLinkItemRequestSchema>;

/** A link's product as priced from the catalogue now; `available` is false once it is not. */
export const PaymentLinkItemSchema = z.object({
  productid: z.string(),
  variantid: z.string().nullable(),
  name: z.string(),
  /** 'M / Blue', or ''. */
  variantlabel: z.string(),
  imageurl: z.string(),
  quantity: z.number(),
  unitprice: z.number(),
  total: z.number(),
  available: z.boolean(),
});
export type PaymentLinkItem = z.infer<typeof PaymentLinkItemSchema>;

export const PaymentLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A picture the store uploaded (`/files/<id>`), or ''. */
  imageurl: z.string(),
  slug: z.string(),
  /** The page payers open: the app's address + `/pay/<slug>`. */
  url: z.string(),
  amounttype: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
  /** The amount of a fixed link (a link with products: their total now); null when the payer chooses. */
  amount: z.number().nullable(),
  /** The products it sells, in the merchant's order; [] for a link without. */
  items: z.array(PaymentLinkItemSchema),
  /** The least a payer may choose (a fixed link: its amount). */
  minimumamount: z.number(),
  currency: z.string(),
  collectphone: z.boolean(),
  collectaddress: z.boolean(),
  customfields: z.array(CustomFieldSchema),
  /** Payments after which the link stops taking more; null for no limit. */
  completionlimit: z.number().nullable(),
  expiresat: z.string().nullable(),
  /** Shown to the payer once paid, unless `redirecturl` sends them elsewhere. */
  aftermessage: z.string(),
  redirecturl: z.string(),
  splitgroupid: z.string().nullable(),
  active: z.boolean(),
  state: z.enum(PAYMENT_LINK_STATES),
  /** Page views by people (not bots), payments started, payments made, money received. */
  views: z.number(),
  attempts: z.number(),
  payments: z.number(),
  revenue: z.number(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

export const PAYMENT_LINK_SORTS = ['createdat', 'name', 'payments', 'revenue'] as const;
export const PaymentLinksQuerySchema = ListQuerySchema.extend({
  sort: z.enum(PAYMENT_LINK_SORTS).default('createdat'),
  state: z.enum(PAYMENT_LINK_STATES).optional(),
  amounttype: z.enum(PAYMENT_LINK_AMOUNT_TYPES).optional(),
});
export type PaymentLinksQuery = z.input<typeof PaymentLinksQuerySchema>;
export const PaymentLinkListSchema = listResponse(PaymentLinkSchema);
export type PaymentLinkList = z.infer<typeof PaymentLinkListSchema>;

const ImageUrlSchema = z.union([
  z.literal(''),
  z.string().regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded),
]);
const RedirectUrlSchema = z.union([
  z.literal(''),
  text()
    .trim()
    .max(500, messages.textTooLong)
    .regex(/^https:\/\/[^\s/?#]+\.[^\s]*$/, paymentLinkMessages.redirectUrlInvalid),
]);
const ExpirySchema = z.iso
  .datetime({ offset: true, message: paymentLinkMessages.expiryInPast })
  .nullable()
  .refine(
    (value) => value === null || Date.parse(value) > Date.now(),
    paymentLinkMessages.expiryInPast,
  );

/** A link's fields as its form takes them; the amount rules span fields (see `amountRules`). */
export const paymentLinkFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(1000, messages.descriptionTooLong),
  imageurl: ImageUrlSchema,
  /** '' for one made from the name. */
  slug: z.union([z.literal(''), slugField]),
  amounttype: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
  amount: settableAmount(AMOUNT_MAX).nullable(),
  minimumamount: settableAmount(AMOUNT_MAX),
  collectphone: z.boolean(),
  collectaddress: z.boolean(),
  customfields: z
    .array(CustomFieldSchema)
    .max(PAYMENT_LINK_CUSTOM_FIELDS_MAX, paymentLinkMessages.tooManyCustomFields),
  completionlimit: z
    .number(paymentLinkMessages.completionLimitRange)
    .int(paymentLinkMessages.completionLimitRange)
    .min(1, paymentLinkMessages.completionLimitRange)
    .max(PAYMENT_LINK_COMPLETION_LIMIT_MAX, paymentLinkMessages.completionLimitRange)
    .nullable(),
  expiresat: ExpirySchema,
  aftermessage: text({ multiline: true }).trim().max(500, messages.textTooLong),
  redirecturl: RedirectUrlSchema,
  active: z.boolean(),
  /** The split its payments are shared by (ADR 0031; NGN stores), or null. */
  splitgroupid: z.uuid(splitPaymentMessages.splitGroupNotFound).nullable(),
  /** Products it sells; with any, the link is fixed at their total (its `amount` is ignored). */
  items: z.array(PaymentLinkItemRequestSchema).max(CART_LINES_MAX),
};

/**
 * A fixed link needs its amount (above 0), unless it sells products (their total is its amount);
 * a link with products is fixed. The least per currency is the server's check, and so is a
 * change that leaves a stored link breaking these (an update sends only what changes).
 */
const amountRules = (
  body: { amounttype?: PaymentLinkAmountType; amount?: number | null; items?: unknown[] },
  context: z.RefinementCtx,
) => {
  const withProducts = (body.items?.length ?? 0) > 0;
  if (withProducts && body.amounttype === 'payer') {
    context.addIssue({
      code: 'custom',
      message: paymentLinkMessages.linkProductsFixed,
      path: ['amounttype'],
    });
  }
  if (body.amounttype === 'fixed' && !withProducts && !(body.amount && body.amount > 0)) {
    context.addIssue({
      code: 'custom',
      message: paymentLinkMessages.linkAmountRequired,
      path: ['amount'],
    });
  }
};

export const PaymentLinkRequestSchema = z
  .object({
    ...paymentLinkFields,
    description: paymentLinkFields.description.default(''),
    imageurl: paymentLinkFields.imageurl.default(''),
    slug: paymentLinkFields.slug.default(''),
    amount: paymentLinkFields.amount.default(null),
    minimumamount: paymentLinkFields.minimumamount.default(0),
    collectphone: paymentLinkFields.collectphone.default(false),
    collectaddress: paymentLinkFields.collectaddress.default(false),
    customfields: paymentLinkFields.customfields.default([]),
    completionlimit: paymentLinkFields.completionlimit.default(null),
    expiresat: paymentLinkFields.expiresat.default(null),
    aftermessage: paymentLinkFields.aftermessage.default(''),
    redirecturl: paymentLinkFields.redirecturl.default(''),
    active: paymentLinkFields.active.default(true),
    splitgroupid: paymentLinkFields.splitgroupid.default(null),
    items: paymentLinkFields.items.default([]),
  })
  .superRefine(amountRules);
export type PaymentLinkRequest = z.input<typeof PaymentLinkRequestSchema>;

/** Only the fields sent change: no defaults here (a default would overwrite what is stored). */
export const UpdatePaymentLinkRequestSchema = z
  .object(paymentLinkFields)
  .partial()
  .superRefine(amountRules)
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdatePaymentLinkRequest = z.input<typeof UpdatePaymentLinkRequestSchema>;

export const SlugAvailabilityQuerySchema = z.object({ slug: slugField });
export const SlugAvailabilitySchema = z.object({ slug: z.string(), available: z.boolean() });

/** One payment made (or started) on a link, as the merchant sees it. */
export const LinkPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The link's custom fields as the payer answered them, in the link's order. */
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The products bought, as priced when the payment started; [] on a link without. */
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      unitprice: z.number(),
      total: z.number(),
      /** What the payer's code took off this line. */
      discount: z.number(),
    }),
  ),
  method: z.enum(LINK_PAYMENT_METHODS),
  /** What the payer was asked for, after their code's discount. */
  amount: z.number(),
  /** What the payer's code took off (ADR 0034), and the code; 0 and '' without. */
  discount: z.number(),
  couponcode: z.string(),
  /** What reached the wallet (the amount less the fee); 0 until paid. */
  credited: z.number(),
  currency: z.string(),
  status: z.enum(LINK_PAYMENT_STATUSES),
  createdat: z.string(),
  paidat: z.string().nullable(),
});
export type LinkPayment = z.infer<typeof LinkPaymentSchema>;

export const LINK_PAYMENT_SORTS = ['createdat', 'amount'] as const;
export const LinkPaymentsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(LINK_PAYMENT_SORTS).default('createdat'),
  status: z.enum(LINK_PAYMENT_STATUSES).optional(),
});
export type LinkPaymentsQuery = z.input<typeof LinkPaymentsQuerySchema>;
export const LinkPaymentListSchema = listResponse(LinkPaymentSchema);

/** What the public page of a link shows a payer. */
export const PublicPaymentLinkSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageurl: z.string(),
  amounttype: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
  amount: z.number().nullable(),
  minimumamount: z.number(),
  currency: z.string(),
  /** The products the payer buys, priced now. */
  items: z.array(PaymentLinkItemSchema),
  collectphone: z.boolean(),
  collectaddress: z.boolean(),
  customfields: z.array(CustomFieldSchema),
  state: z.enum(PAYMENT_LINK_STATES),
  /** Whether the page offers a discount code: the store has one a payer could type (ADR 0034). */
  codes: z.boolean(),
  store: z.object({ name: z.string(), logourl: z.string() }),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PublicPaymentLink = z.infer<typeof PublicPaymentLinkSchema>;

export const StartLinkPaymentRequestSchema = z.object({
  name: text().trim().min(1, messages.required).max(120, messages.nameTooLong),
  email: z.email(messages.invalidEmail).max(200),
  phone: text().trim().max(30).default(''),
  address: text({ multiline: true }).trim().max(300, messages.textTooLong).default(''),
  /** Answers to the link's custom fields, in its order. */
  answers: z.array(text().trim().max(200, messages.textTooLong)).max(3).default([]),
  /** What the payer chooses to pay; ignored on a fixed link. */
  amount: settableAmount(AMOUNT_MAX).optional(),
  /** By bank transfer (into a temporary account at `bank`) or by card (the provider's page). */
  method: z.enum(LINK_PAYMENT_METHODS).default('transfer'),
  /** The bank of the temporary account; required for a transfer. */
  bank: text().max(20).default(''),
  /** A discount code (ADR 0034): not on an amount the payer chooses; '' without. */
  code: text().trim().max(40).default(''),
});
export type StartLinkPaymentRequest = z.input<typeof StartLinkPaymentRequestSchema>;

/** A payment a payer started, as its page shows it (the id in its address is its secret). */
export const PublicLinkPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(LINK_PAYMENT_STATUSES),
  method: z.enum(LINK_PAYMENT_METHODS),
  amount: z.number(),
  currency: z.string(),
  /** A card payment still open: the provider's page to finish it on; '' otherwise. */
  checkouturl: z.string(),
  /** A failed card payment: the processor's words ('Insufficient Funds'); '' otherwise. */
  failure: z.string(),
  /** Where to send the money; null once paid or no longer payable. */
  account: z
    .object({
      bank: z.string(),
      accountnumber: z.string(),
      accountname: z.string(),
      amountdue: z.number(),
      expiresat: z.string(),
    })
    .nullable(),
  link: z.object({ slug: z.string(), name: z.string() }),
  store: z.object({ name: z.string() }),
  /** Once paid: what to show, or where to go. */
  aftermessage: z.string(),
  redirecturl: z.string(),
  paidat: z.string().nullable(),
});
export type PublicLinkPayment = z.infer<typeof PublicLinkPaymentSchema>;
