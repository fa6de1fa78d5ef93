import { and, eq, sql } from 'drizzle-orm';
import type { MovementReason } from '@olivia/contracts/inventory';
import type { Executor } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalog';
import { inventoryMovements } from '../../db/schema/orders';

export type MovementRow = typeof inventoryMovements.$inferSelect;

/** One change of stock, as the movement records it. */
export interface StockMove {
  storeId: string;
  productId: string;
  /** The variant whose stock moves; null for a product without variants. */
  variantId: string | null;
  /** Units added (positive) or taken (negative). */
  change: number;
  reason: MovementReason;
  note?: string;
  orderId?: string | null;
  /** A receipt of goods: its purchase order and what each unit cost (minor units). */
  purchaseOrderId?: string | null;
  unitCost?: bigint | null;
  actorUserId?: string | null;
  /** The staff member's name, 'Customer' or 'System'. */
  actorLabel: string;
}

const variantLabel = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter((part) => part !== '').join(' / ');

/**
 * Moves stock and records the movement, in the caller's transaction; the only way stock
 * changes once a product exists (ADR 0016). The product row is locked first, then its variant,
 * so two moves of one product queue; a caller moving several lines sorts them by product id and
 * variant id (the lock order of ADR 0006). Stock never goes below 0: answers null, changing
 * nothing, when there is not enough (or no such product or variant in the store).
 */
export async function moveStock(tx: Executor, move: StockMove): Promise<MovementRow | null> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, move.storeId), eq(products.id, move.productId)))
    .for('update');
  if (!product) return null;
  let stockAfter: number;
  let label = '';
  if (move.variantId) {
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${move.change}` })
      .where(
        and(
          eq(productVariants.id, move.variantId),
          eq(productVariants.productId, move.productId),
          sql`${productVariants.stock} + ${move.change} >= 0`,
        ),
      )
      .returning({
        stock: productVariants.stock,
        size: productVariants.size,
        colour: productVariants.colour,
      });
    if (!variant) return null;
    stockAfter = variant.stock;
    label = variantLabel(variant);
    // The product keeps its variants' sum (ADR 0015).
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${move.change}`, updatedAt: sql`now()` })
      .where(eq(products.id, move.productId));
  } else {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${move.change}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, move.productId),
          sql`${products.stock} + ${move.change} >= 0`,
          // A product with variants moves through one of them.
          sql`NOT EXISTS (SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${move.productId})`,
        ),
      )
      .returning({ stock: products.stock });
    if (!updated) return null;
    stockAfter = updated.stock;
  }
  return insertMovement(tx, move, stockAfter, label);
}

async function insertMovement(
  tx: Executor,
  move: StockMove,
  stockAfter: number,
  label: string,
): Promise<MovementRow> {
  const [movement] = await tx
    .insert(inventoryMovements)
    .values({
      storeId: move.storeId,
      productId: move.productId,
      variantId: move.variantId,
      variantLabel: label,
      change: move.change,
      stockAfter,
      reason: move.reason,
      note: move.note ?? '',
      orderId: move.orderId ?? null,
      purchaseOrderId: move.purchaseOrderId ?? null,
      unitCost: move.unitCost ?? null,
      actorUserId: move.actorUserId ?? null,
      actorLabel: move.actorLabel,
      // The time of the insert, not of the transaction's start: made under the product's lock,
      // so a product's movements sort newest first in the order their stock moved.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!movement) throw new Error('insert into inventory_movements returned nothing');
  return movement;
}

/** A change of stock the caller has already written: the product form sets stock itself. */
export interface RecordedMove extends Omit<StockMove, 'variantId'> {
  /** The variant whose stock changed; null for a product without variants. */
  variant: { id: string; size: string; colour: string } | null;
  stockAfter: number;
}

/**
 * Records a movement without moving stock, for the product form (products.service), which
 * writes the new stock with the product in the same transaction; everything else moves stock
 * through `moveStock`, so a movement is never without its change.
 */
export function recordMovement(tx: Executor, move: RecordedMove): Promise<MovementRow> {
  const { variant, stockAfter, ...rest } = move;
  return insertMovement(
    tx,
    { ...rest, variantId: variant?.id ?? null },
    stockAfter,
    variant ? variantLabel(variant) : '',
  );
}
