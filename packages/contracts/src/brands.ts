import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { text } from './text';

/**
 * The store's brands (/brand/all): a name unique in the store whatever its case, a logo the
 * store uploaded, a description, and an active switch. An inactive brand stays on its products
 * but leaves the storefront's filter and the product form's choices; a removed one leaves its
 * products without a brand.
 */

export const BrandIdParamsSchema = z.object({ id: z.uuid() });

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The logo's permanent link (`/files/<id>`), or '' for none. */
  logourl: z.string(),
  active: z.boolean(),
  /** Products of the brand, archived ones excluded. */
  productcount: z.number(),
  createdat: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BRAND_SORTS = ['createdat', 'name', 'productcount'] as const;
export const BrandsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(BRAND_SORTS).default('createdat'),
  status: z.enum(BRAND_STATUSES).optional(),
});
export type BrandsQuery = z.input<typeof BrandsQuerySchema>;
export const BrandListSchema = listResponse(BrandSchema);
export type BrandList = z.infer<typeof BrandListSchema>;

/** A brand's logo: a link the uploads service answered, or '' for none. */
const BrandLogoSchema = z.union([
  z.literal(''),
  z.string().regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded),
]);

/** A brand's fields as its form takes them (the CSV import names brands with `name`). */
export const brandFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(500, messages.descriptionTooLong),
  logourl: BrandLogoSchema,
  active: z.boolean(),
};
export const BrandRequestSchema = z.object({
  ...brandFields,
  description: brandFields.description.default(''),
  logourl: brandFields.logourl.default(''),
  active: brandFields.active.default(true),
});
export type BrandRequest = z.input<typeof BrandRequestSchema>;
/** Only the fields sent change: no defaults here (a default would overwrite what is stored). */
export const UpdateBrandRequestSchema = z
  .object(brandFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateBrandRequest = z.input<typeof UpdateBrandRequestSchema>;
