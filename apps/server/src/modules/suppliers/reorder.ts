import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { ReorderSuggestion } from '@olivia/contracts/purchase-orders';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { itemName } from './product-choice';
import { lowStockItems } from './purchase-orders.repository';
import type { PurchaseOrdersService } from './purchase-orders.service';
import { findStoreSupplier } from './suppliers.repository';

/** At most this many rows are read, a product per supplier that supplies it. */
const SUGGESTIONS_MAX = 200;

/**
 * Low stock suggests a purchase order (ADR 0038): each product (or variant) at or below its
 * low-stock level, with the cheapest active supplier that supplies it and enough to be back at
 * twice the level; `reorder` drafts one order for a supplier with all of theirs.
 */
export function createReorder(deps: { db: Database; orders: PurchaseOrdersService }) {
  const { db, orders } = deps;

  async function suggestions(storeId: string): Promise<ReorderSuggestion[]> {
    const rows = await lowStockItems(db, storeId, SUGGESTIONS_MAX);
    const seen = new Set<string>();
    const items: ReorderSuggestion[] = [];
    for (const row of rows) {
      const key = `${row.productId}/${row.variantId ?? ''}`;
      if (seen.has(key)) continue; // the cheapest supplier came first
      seen.add(key);
      const stock = Number(row.stock);
      items.push({
        productid: row.productId,
        variantid: row.variantId,
        name: itemName(
          row.name,
          row.variantId ? { size: row.size ?? '', colour: row.colour ?? '' } : null,
        ),
        stock,
        threshold: row.threshold,
        quantity: Math.max(row.threshold * 2 - stock, 1),
        supplierid: row.supplierId,
        suppliername: row.supplierName ?? '',
        unitcost: toMajorUnits(
          (row.supplierId ? row.unitCost : null) ?? BigInt(row.costPrice ?? '0'),
        ),
      });
    }
    return items;
  }

  return {
    async suggestions(storeId: string) {
      return { items: await suggestions(storeId) };
    },

    async reorder(session: Session, supplierId: string) {
      const supplier = await findStoreSupplier(db, session.storeId, supplierId);
      if (!supplier || !supplier.active) {
        throw badRequest(supplierMessages.supplierNotFound, {
          supplierid: [supplierMessages.supplierNotFound],
        });
      }
      const theirs = (await suggestions(session.storeId)).filter(
        (item) => item.supplierid === supplier.id,
      );
      if (theirs.length === 0) throw badRequest(supplierMessages.reorderNothingLow);
      const created = await orders.create(session, {
        supplierid: supplier.id,
        lines: theirs.map((item) => ({
          productid: item.productid,
          variantid: item.variantid,
          quantity: item.quantity,
          unitcost: null,
        })),
        shipping: 0,
        expectedat: supplier.leadTimeDays
          ? new Date(Date.now() + supplier.leadTimeDays * 86_400_000).toISOString().slice(0, 10)
          : null,
        reference: '',
        note: '',
      });
      return created;
    },
  };
}
