import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { orderMessages } from './order-messages';
import { text } from './text';

/** Inventory: stock levels and their append-only movements. */

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
    .refine((change) => change !== 0, orderMessages.changeNotZero),
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
