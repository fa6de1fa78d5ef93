import type {
  InventoryQuerySchema,
  MovementsQuerySchema,
  StockAdjustmentRequestSchema,
  ThresholdRequestSchema,
} from '@olivia/contracts/inventory';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { toInventoryItem, toMovement } from './inventory-dto';
import {
  findInventoryProduct,
  inventoryList,
  movementList,
  setLowStockThreshold,
  withNames,
  withVariants,
  type InventoryRecord,
} from './inventory.repository';
import { staffName } from '../accounts/public';
import { moveStock } from './stock.repository';

type Adjustment = z.output<typeof StockAdjustmentRequestSchema>;

/**
 * The variant an adjustment moves: required when the product has variants (their stock is what
 * there is), refused when it has none; a variant of another product is not found.
 */
function adjustedVariant(product: InventoryRecord, variantId: string | null): string | null {
  if (product.variants.length === 0) {
    if (variantId !== null) throw notFound();
    return null;
  }
  if (variantId === null) {
    throw badRequest(orderMessages.variantRequired, { variantid: [orderMessages.variantRequired] });
  }
  if (!product.variants.some((variant) => variant.id === variantId)) throw notFound();
  return variantId;
}

/**
 * Stock levels, thresholds and the append-only movements (issue 13). Any signed-in user of the
 * store; every adjustment goes through `moveStock` and is audited as `inventory.adjusted`.
 */
export function createInventoryService(db: Database) {
  const thresholds = createResourceWriter(db, {
    entity: 'inventory',
    find: (tx, storeId, id) => findInventoryProduct(tx, storeId, id, true),
    id: (product) => product.id,
    snapshot: toInventoryItem,
  });

  return {
    async list(storeId: string, query: z.output<typeof InventoryQuerySchema>) {
      const page = await inventoryList.page(db, storeId, query);
      const content = await withVariants(db, storeId, page.content);
      return mapPage({ ...page, content }, toInventoryItem);
    },

    /** Sets the level at or below which the product shows as low; audited. */
    async setThreshold(actor: Actor, id: string, body: z.output<typeof ThresholdRequestSchema>) {
      const product = await thresholds.update(actor, id, async ({ tx }) => {
        await setLowStockThreshold(tx, actor.storeId, id, body.lowstockthreshold);
        const row = await findInventoryProduct(tx, actor.storeId, id);
        if (!row) throw new Error('a product vanished inside its own transaction');
        return { row, verb: 'threshold_changed' };
      });
      return toInventoryItem(product);
    },

    /**
     * One movement by a staff member; 409 rather than stock below 0. The product is locked
     * first, so parallel adjustments queue and each sees the stock the last one left.
     */
    async adjust(actor: Actor, body: Adjustment) {
      return withTransaction(db, async (tx) => {
        const product = await findInventoryProduct(tx, actor.storeId, body.productid, true);
        if (!product) throw notFound();
        const variantId = adjustedVariant(product, body.variantid);
        const movement = await moveStock(tx, {
          storeId: actor.storeId,
          productId: product.id,
          variantId,
          change: body.change,
          reason: body.reason,
          note: body.note,
          actorUserId: actor.userId,
          actorLabel: await staffName(tx, actor.userId),
        });
        if (!movement) throw conflict(orderMessages.stockBelowZero);
        const answer = toMovement({ ...movement, productName: product.name, orderNumber: null });
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'inventory.adjusted',
          entityType: 'inventory',
          entityId: product.id,
          changes: answer,
        });
        return answer;
      });
    },

    async movements(storeId: string, query: z.output<typeof MovementsQuerySchema>) {
      const page = await movementList.page(db, storeId, query);
      return mapPage({ ...page, content: await withNames(db, page.content) }, toMovement);
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
