import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { text } from './text';

/**
 * The store's address book (issue 25): pickup points, warehouses, the return address and the
 * office. The default office address is the store's address on /store-setup. At most one
 * default address per kind and store (a partial unique index decides).
 */
export const ADDRESS_KINDS = ['pickup', 'warehouse', 'return', 'office'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Nigeria's 36 states and the Federal Capital Territory: the state of an NGN store's address. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

/** A UK postcode (the Royal Mail pattern, GIR 0AA included), spaced or not, any case. */
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;
export const isUkPostcode = (value: string) => UK_POSTCODE.test(value.trim());
/** 'sw1a1aa' → 'SW1A 1AA': upper case, one space before the inward code. */
export const formatUkPostcode = (value: string) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
};

const PHONE = /^\+?[\d\s-]{7,20}$/;

export const AddressIdParamsSchema = z.object({ id: z.uuid() });

export const AddressSchema = z.object({
  id: z.string(),
  kind: z.enum(ADDRESS_KINDS),
  label: z.string(),
  contactname: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  /** NGN stores: one of NIGERIAN_STATES; others: null. */
  state: z.enum(NIGERIAN_STATES).nullable(),
  /** NGN stores: the local government area, free text. */
  lga: z.string(),
  postcode: z.string(),
  landmark: z.string(),
  isdefault: z.boolean(),
  createdat: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ADDRESS_SORTS = ['createdat', 'label'] as const;
/** Search matches the label, contact, line 1, city and postcode; filters: kind and state. */
export const AddressesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(ADDRESS_SORTS).default('createdat'),
  kind: z.enum(ADDRESS_KINDS).optional(),
  state: z.enum(NIGERIAN_STATES).optional(),
});
export type AddressesQuery = z.input<typeof AddressesQuerySchema>;
export const AddressListSchema = listResponse(AddressSchema);
export type AddressList = z.infer<typeof AddressListSchema>;

const shortText = (max: number) => text().trim().max(max, messages.textTooLong);
const requiredText = (max: number) => shortText(max).min(1, messages.required);

/** An address's fields as its form takes them; the store's currency adds its rules below. */
export const addressFields = {
  kind: z.enum(ADDRESS_KINDS, messages.required),
  label: requiredText(80),
  contactname: shortText(80),
  phone: shortText(30)
    .refine((value) => value === '' || PHONE.test(value), messages.invalidPhone)
    .transform((value) => value.replace(/[\s-]/g, '')),
  line1: requiredText(300),
  line2: shortText(200),
  city: requiredText(80),
  state: z.enum(NIGERIAN_STATES, messages.stateInvalid).nullable(),
  lga: shortText(80),
  postcode: shortText(12),
  landmark: shortText(200),
};
export const AddressRequestSchema = z.object({
  ...addressFields,
  contactname: addressFields.contactname.default(''),
  phone: addressFields.phone.default(''),
  line2: addressFields.line2.default(''),
  state: addressFields.state.default(null),
  lga: addressFields.lga.default(''),
  postcode: addressFields.postcode.default(''),
  landmark: addressFields.landmark.default(''),
  /** Makes it the default of its kind, in place of the one before. */
  isdefault: z.boolean().default(false),
});
export type AddressRequest = z.input<typeof AddressRequestSchema>;
/** Only the fields sent change; the default moves through `makeDefault`. */
export const UpdateAddressRequestSchema = z
  .object(addressFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateAddressRequest = z.input<typeof UpdateAddressRequestSchema>;

/**
 * What the store's country asks of an address, as `{field: message}`: a Nigerian (NGN) store
 * names one of the 36 states or the FCT; a UK (GBP) store a valid UK postcode.
 */
export function addressCountryIssues(
  currency: string,
  address: { state?: string | null; postcode?: string },
): Record<string, string> {
  if (currency === 'NGN' && !address.state) return { state: messages.required };
  if (currency === 'GBP' && !address.postcode) return { postcode: messages.required };
  if (currency === 'GBP' && !isUkPostcode(address.postcode ?? '')) {
    return { postcode: messages.postcodeInvalid };
  }
  return {};
}

/** The form's schema for a store of `currency`: the fields with the country's rules. */
export const addressFormSchema = (currency: string) =>
  AddressRequestSchema.superRefine((address, context) => {
    for (const [field, message] of Object.entries(addressCountryIssues(currency, address))) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
  });

/** One line for the address, as /store-setup and receipts show it. */
export function addressLine(address: {
  line1: string;
  line2: string;
  city: string;
  state: string | null;
  postcode: string;
}): string {
  const region = [address.state ?? '', address.postcode].filter(Boolean).join(' ');
  return [address.line1, address.line2, address.city, region].filter(Boolean).join(', ');
}
