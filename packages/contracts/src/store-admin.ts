import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { roundAmount } from './money';
import { text } from './text';

/**
 * The areas around orders (issue 13): customers, inventory (append-only stock movements),
 * returns, reviews and ratings, the store's set-up and logo, and its website's traffic.
 */

export const AdminIdParamsSchema = z.object({ id: z.uuid() });

// Customers: everyone who has placed an order, one per e-mail address and store.

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
});
export type CustomersQuery = z.input<typeof CustomersQuerySchema>;
export const CustomerListSchema = listResponse(CustomerSchema);
export type CustomerList = z.infer<typeof CustomerListSchema>;

// Inventory

/** Why stock moved. The first five a merchant chooses; the rest the system writes. */
export const ADJUSTMENT_REASONS = [
  'received',
  'correction',
  'damaged',
  'lost',
  'returned',
] as const;
export const MOVEMENT_REASONS = [
  ...ADJUSTMENT_REASONS,
  'ordered',
  'released',
  'restocked',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

export const InventoryVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  colour: z.string(),
  sku: z.string(),
  stock: z.number(),
});
export const InventoryItemSchema = z.object({
  /** The product's id. */
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  status: z.enum(['active', 'draft', 'archived']),
  stock: z.number(),
  lowstockthreshold: z.number(),
  /** At or below the threshold (0 included). */
  low: z.boolean(),
  variants: z.array(InventoryVariantSchema),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const INVENTORY_SORTS = ['name', 'stock', 'createdat'] as const;
export const InventoryQuerySchema = ListQuerySchema.extend({
  sort: z.enum(INVENTORY_SORTS).default('stock'),
  /** low: at or below the threshold; out: none left. */
  level: z.enum(['low', 'out']).optional(),
});
export type InventoryQuery = z.input<typeof InventoryQuerySchema>;
export const InventoryListSchema = listResponse(InventoryItemSchema);
export type InventoryList = z.infer<typeof InventoryListSchema>;

export const ThresholdRequestSchema = z.object({
  lowstockthreshold: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(0, messages.wholeNumberRequired)
    .max(1_000_000, messages.wholeNumberRequired),
});
export type ThresholdRequest = z.input<typeof ThresholdRequestSchema>;

export const StockAdjustmentRequestSchema = z.object({
  productid: z.uuid(),
  /** Required when the product has variants: their stock is what moves. */
  variantid: z.uuid().nullable().default(null),
  change: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(-1_000_000, messages.wholeNumberRequired)
    .max(1_000_000, messages.wholeNumberRequired)
    .refine((change) => change !== 0, messages.changeNotZero),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: text({ multiline: true }).trim().max(500).default(''),
});
export type StockAdjustmentRequest = z.input<typeof StockAdjustmentRequestSchema>;

export const InventoryMovementSchema = z.object({
  id: z.string(),
  productid: z.string(),
  variantid: z.string().nullable(),
  productname: z.string(),
  /** 'M / Blue', or ''. */
  variant: z.string(),
  change: z.number(),
  stockafter: z.number(),
  reason: z.enum(MOVEMENT_REASONS),
  note: z.string(),
  orderid: z.string().nullable(),
  ordernumber: z.number().nullable(),
  /** The staff member's name, 'Customer' or 'System'. */
  by: z.string(),
  createdat: z.string(),
});
export type InventoryMovement = z.infer<typeof InventoryMovementSchema>;
export const MovementsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat']).default('createdat'),
  product: z.uuid().optional(),
});
export type MovementsQuery = z.input<typeof MovementsQuerySchema>;
export const MovementListSchema = listResponse(InventoryMovementSchema);
export type MovementList = z.infer<typeof MovementListSchema>;

// Returns: recorded by the merchant against an order's line; received → restocked.

export const RETURN_STATUSES = ['requested', 'received', 'rejected'] as const;
export const ReturnSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  ordernumber: z.number(),
  itemid: z.string(),
  productname: z.string(),
  variant: z.string(),
  quantity: z.number(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  customername: z.string(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'updatedat']).default('createdat'),
  status: z.enum(RETURN_STATUSES).optional(),
});
export type ReturnsQuery = z.input<typeof ReturnsQuerySchema>;
export const ReturnListSchema = listResponse(ReturnSchema);
export type ReturnList = z.infer<typeof ReturnListSchema>;
export const CreateReturnRequestSchema = z.object({
  orderid: z.uuid(),
  itemid: z.uuid(),
  quantity: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(1, messages.wholeNumberRequired)
    .max(10_000, messages.wholeNumberRequired),
  reason: text({ multiline: true }).trim().min(1, messages.required).max(500),
});
export type CreateReturnRequest = z.input<typeof CreateReturnRequestSchema>;
export const UpdateReturnRequestSchema = z.object({ status: z.enum(['received', 'rejected']) });
export type UpdateReturnRequest = z.input<typeof UpdateReturnRequestSchema>;

// Reviews (left by customers after delivery, moderated) and ratings per product.

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const ReviewSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  ordernumber: z.number(),
  productid: z.string().nullable(),
  productname: z.string(),
  customername: z.string(),
  rating: z.number(),
  comment: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdat: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'rating']).default('createdat'),
  status: z.enum(REVIEW_STATUSES).optional(),
  product: z.uuid().optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;
export const ReviewListSchema = listResponse(ReviewSchema);
export type ReviewList = z.infer<typeof ReviewListSchema>;
export const ModerateReviewRequestSchema = z.object({ status: z.enum(['published', 'hidden']) });
export type ModerateReviewRequest = z.input<typeof ModerateReviewRequestSchema>;

/** A product's published reviews in figures: `distribution[0]` counts 1-star reviews. */
export const ProductRatingSchema = z.object({
  productid: z.string(),
  name: z.string(),
  image: z.string(),
  average: z.number(),
  count: z.number(),
  distribution: z.array(z.number()).length(5),
});
export type ProductRating = z.infer<typeof ProductRatingSchema>;
export const RatingsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['average', 'count', 'name']).default('count'),
});
export type RatingsQuery = z.input<typeof RatingsQuerySchema>;
export const RatingListSchema = listResponse(ProductRatingSchema);
export type RatingList = z.infer<typeof RatingListSchema>;

// The store's set-up (main user) and logo.

const DeliveryFeeSchema = z
  .number(messages.enterValidAmount)
  .finite(messages.enterValidAmount)
  .min(0, messages.enterValidAmount)
  .max(10_000_000, messages.enterValidAmount)
  .transform(roundAmount);
/** A logo: a link the uploads service answered. */
export const LogoUrlSchema = z
  .string()
  .regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded);

export const StoreSetupSchema = z.object({
  name: z.string(),
  /** The storefront's slug: /store/<url>. */
  url: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  deliveryfee: z.number(),
  currency: z.string(),
  logourl: z.string(),
});
export type StoreSetup = z.infer<typeof StoreSetupSchema>;
export const UpdateStoreSetupRequestSchema = z.object({
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(1000, messages.descriptionTooLong),
  email: EmailSchema,
  phone: PhoneSchema,
  address: text().trim().max(300),
  deliveryfee: DeliveryFeeSchema,
});
export type UpdateStoreSetupRequest = z.input<typeof UpdateStoreSetupRequestSchema>;
export const UpdateLogoRequestSchema = z.object({ logourl: LogoUrlSchema });
export type UpdateLogoRequest = z.input<typeof UpdateLogoRequestSchema>;

/** docs/product/records.md Traffic: storefront visits in the last 24 hours, 7, 30 and 365 days. */
export const TrafficSchema = z.object({
  last24hrs: z.number(),
  lastWeek: z.number(),
  lastMonth: z.number(),
  lastYear: z.number(),
});
export type Traffic = z.infer<typeof TrafficSchema>;
