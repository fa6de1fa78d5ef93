import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { customerMessages } from './customer-messages';
import { text } from './text';

/**
 * Customers (/customers/all): everyone who has placed an order on the storefront, one per e-mail
 * address and store, and the people the merchant adds by hand (a phone or walk-in sale), with an
 * e-mail, a phone or both. The merchant keeps notes, tags, addresses and each channel's marketing
 * consent (how and when it was given); a customer can be erased on request: their personal data
 * goes, their orders and money records stay, anonymised.
 */

export const CUSTOMER_TAGS_MAX = 10;
export const CUSTOMER_ADDRESSES_MAX = 5;
export const CUSTOMER_SOURCES = ['storefront', 'manual'] as const;
export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
/** How a consent was last given or withdrawn. */
export const CONSENT_SOURCES = ['merchant', 'checkout', 'unsubscribe', 'none'] as const;

export const CustomerAddressSchema = z.object({
  label: text().trim().max(30, messages.textTooLong).default(''),
  address: text().trim().min(1, messages.required).max(200, messages.textTooLong),
  city: text().trim().min(1, messages.required).max(60, messages.textTooLong),
});
export type CustomerAddress = z.output<typeof CustomerAddressSchema>;

const ConsentSchema = z.object({
  granted: z.boolean(),
  /** When it was last given or withdrawn; null if never asked. */
  at: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES),
});

export const CustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Paid orders (cancelled and unpaid ones do not count). */
  orderscount: z.number(),
  totalspent: z.number(),
  lastorderat: z.string().nullable(),
  createdat: z.string(),
  source: z.enum(CUSTOMER_SOURCES),
  notes: z.string(),
  tags: z.array(z.string()),
  addresses: z.array(CustomerAddressSchema),
  marketing: z.object({ email: ConsentSchema, sms: ConsentSchema }),
  /** When their personal data was erased on request; null while it is kept. */
  erasedat: z.string().nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;
export const CUSTOMER_SORTS = [
  'createdat',
  'name',
  'totalspent',
  'orderscount',
  'lastorderat',
] as const;
export const CustomersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CUSTOMER_SORTS).default('lastorderat'),
  /** Customers with this tag (any case). */
  tag: text().trim().toLowerCase().max(30).optional(),
  source: z.enum(CUSTOMER_SOURCES).optional(),
  /** Customers who agreed to hear from the store on this channel. */
  consent: z.enum(CONSENT_CHANNELS).optional(),
});
export type CustomersQuery = z.input<typeof CustomersQuerySchema>;
export const CustomerListSchema = listResponse(CustomerSchema);
export type CustomerList = z.infer<typeof CustomerListSchema>;

const TagSchema = text()
  .trim()
  .toLowerCase()
  .min(1, messages.required)
  .max(30, messages.textTooLong);

/** A customer's fields as the merchant's form sends them. */
export const customerFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  email: z.union([z.literal(''), EmailSchema]),
  phone: z.union([z.literal(''), PhoneSchema]),
  notes: text({ multiline: true }).trim().max(1000, messages.textTooLong),
  tags: z.array(TagSchema).max(CUSTOMER_TAGS_MAX, customerMessages.tooManyTags),
  addresses: z
    .array(CustomerAddressSchema)
    .max(CUSTOMER_ADDRESSES_MAX, customerMessages.tooManyAddresses),
  /** Whether they agreed to marketing e-mail and SMS (the merchant records it: source 'merchant'). */
  emailconsent: z.boolean(),
  smsconsent: z.boolean(),
};

const reachable = (body: { email?: string; phone?: string }, context: z.RefinementCtx) => {
  if (body.email === '' && body.phone === '') {
    context.addIssue({
      code: 'custom',
      message: customerMessages.customerContactRequired,
      path: ['email'],
    });
  }
};

export const CustomerRequestSchema = z
  .object({
    ...customerFields,
    email: customerFields.email.default(''),
    phone: customerFields.phone.default(''),
    notes: customerFields.notes.default(''),
    tags: customerFields.tags.default([]),
    addresses: customerFields.addresses.default([]),
    emailconsent: customerFields.emailconsent.default(false),
    smsconsent: customerFields.smsconsent.default(false),
  })
  .superRefine(reachable);
export type CustomerRequest = z.input<typeof CustomerRequestSchema>;

/** Only the fields sent change. */
export const UpdateCustomerRequestSchema = z
  .object(customerFields)
  .partial()
  .superRefine(reachable)
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateCustomerRequest = z.input<typeof UpdateCustomerRequestSchema>;
