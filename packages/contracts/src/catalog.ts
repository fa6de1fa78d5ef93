import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { settableAmount } from './money';
import { text } from './text';

/**
 * The store's catalogue (issue 13): categories and products, with variants (size, colour) that
 * carry their own price and stock. Money travels in major units, like every amount.
 */

export const CatalogIdParamsSchema = z.object({ id: z.uuid() });

// Categories

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Products in the category, archived ones excluded. */
  productcount: z.number(),
  createdat: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CATEGORY_SORTS = ['createdat', 'name'] as const;
export const CategoriesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CATEGORY_SORTS).default('createdat'),
});
export type CategoriesQuery = z.input<typeof CategoriesQuerySchema>;
export const CategoryListSchema = listResponse(CategorySchema);
export type CategoryList = z.infer<typeof CategoryListSchema>;

/** A category's fields as its form takes them (the CSV import names categories with `name`). */
export const categoryFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(500, messages.descriptionTooLong),
};
export const CategoryRequestSchema = z.object({
  ...categoryFields,
  description: categoryFields.description.default(''),
});
export type CategoryRequest = z.input<typeof CategoryRequestSchema>;
/** Only the fields sent change: no defaults here (a default would overwrite what is stored). */
export const UpdateCategoryRequestSchema = z
  .object(categoryFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequestSchema>;

// Products

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** The most images and variants one product may have. */
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_VARIANTS_MAX = 50;

/** A price in major units: 0 or more, at most 2 decimals kept. */
export const PriceSchema = settableAmount(1_000_000_000);
/** Units in stock: a whole number, 0 or more. */
export const StockSchema = z
  .number(messages.stockWholeNumber)
  .int(messages.stockWholeNumber)
  .min(0, messages.stockWholeNumber)
  .max(1_000_000_000, messages.stockWholeNumber);
/** The merchant's own stock-keeping code, or ''. */
export const SkuSchema = text().trim().max(64, messages.skuTooLong);
/** A variant's size or colour, or ''. */
export const VariantOptionSchema = text().trim().max(40, messages.variantOptionTooLong);
/** A product image: a link the uploads service answered (`/files/...`). */
const ImageUrlSchema = z.string().regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded);

export const ProductVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  colour: z.string(),
  price: z.number(),
  stock: z.number(),
  sku: z.string(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** The price it was before ("was ₦12,000"), or null. */
  compareatprice: z.number().nullable(),
  /** What one unit costs the store, or null; seen by the store only (never the storefront). */
  costprice: z.number().nullable(),
  sku: z.string(),
  images: z.array(z.string()),
  categoryid: z.string().nullable(),
  categoryname: z.string(),
  /** The product's brand, or null; an inactive brand stays on its products. */
  brandid: z.string().nullable(),
  brandname: z.string(),
  /** The product's own stock, or the sum of its variants' when it has variants. */
  stock: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  variants: z.array(ProductVariantSchema),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_SORTS = ['createdat', 'name', 'price', 'stock'] as const;
export const ProductsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS).default('createdat'),
  status: z.enum(PRODUCT_STATUSES).optional(),
  category: z.uuid().optional(),
  brand: z.uuid().optional(),
});
export type ProductsQuery = z.input<typeof ProductsQuerySchema>;
export const ProductListSchema = listResponse(ProductSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductVariantRequestSchema = z
  .object({
    /** Kept when editing an existing variant; new ones have none. */
    id: z.uuid().optional(),
    size: VariantOptionSchema.default(''),
    colour: VariantOptionSchema.default(''),
    price: PriceSchema,
    stock: StockSchema,
    sku: SkuSchema.default(''),
  })
  .refine((variant) => variant.size !== '' || variant.colour !== '', {
    message: messages.variantNeedsOption,
    path: ['size'],
  });
export type ProductVariantRequest = z.input<typeof ProductVariantRequestSchema>;

/** The fields as an update takes them: only those sent change, so none has a default. */
export const productFields = {
  name: text().trim().min(1, messages.required).max(120, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(5000, messages.descriptionTooLong),
  price: PriceSchema,
  compareatprice: PriceSchema.nullable(),
  costprice: PriceSchema.nullable(),
  sku: SkuSchema,
  images: z.array(ImageUrlSchema).max(PRODUCT_IMAGES_MAX, messages.tooManyImages),
  categoryid: z.uuid().nullable(),
  /** Optional for clients that know no brands: left out, a product keeps its brand (or none). */
  brandid: z.uuid().nullable(),
  stock: StockSchema,
  status: z.enum(PRODUCT_STATUSES),
  variants: z
    .array(ProductVariantRequestSchema)
    .max(PRODUCT_VARIANTS_MAX, messages.tooManyVariants),
};

/** A new product: what is not sent takes these. */
const newProductFields = {
  ...productFields,
  description: productFields.description.default(''),
  compareatprice: productFields.compareatprice.default(null),
  costprice: productFields.costprice.default(null),
  sku: productFields.sku.default(''),
  images: productFields.images.default([]),
  categoryid: productFields.categoryid.default(null),
  brandid: productFields.brandid.default(null),
  stock: productFields.stock.default(0),
  status: productFields.status.default('draft'),
  variants: productFields.variants.default([]),
};

/** Two variants with the same size and colour would be one thing sold twice. */
const distinctVariants = (variants: { size: string; colour: string }[] | undefined) =>
  new Set((variants ?? []).map((v) => `${v.size.toLowerCase()}\n${v.colour.toLowerCase()}`))
    .size === (variants ?? []).length;

export const ProductRequestSchema = z
  .object(newProductFields)
  .refine((body) => distinctVariants(body.variants), {
    message: messages.duplicateVariant,
    path: ['variants'],
  });
export type ProductRequest = z.input<typeof ProductRequestSchema>;

export const UpdateProductRequestSchema = z
  .object(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required })
  .refine((body) => distinctVariants(body.variants), {
    message: messages.duplicateVariant,
    path: ['variants'],
  });
export type UpdateProductRequest = z.input<typeof UpdateProductRequestSchema>;
