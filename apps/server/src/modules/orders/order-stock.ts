import type { Executor } from '../../db/client';
import { moveStock } from '../catalog/public';
import { inLockOrder, notEnoughStock, type PricedLine } from './cart-lines';
import type { OrderRow } from './orders.repository';

/**
 * Takes every line's stock for an order, in lock order (ADR 0006), in the order's transaction;
 * 409 naming each line there is not enough of (the transaction then takes none).
 */
export async function takeOrderStock(
  tx: Executor,
  order: OrderRow,
  lines: PricedLine[],
  actorLabel: string,
  actorUserId: string | null = null,
) {
  const short: PricedLine[] = [];
  for (const line of inLockOrder(lines)) {
    const moved = await moveStock(tx, {
      storeId: order.storeId,
      productId: line.productId,
      variantId: line.variantId,
      change: -line.quantity,
      reason: 'ordered',
      orderId: order.id,
      actorUserId,
      actorLabel,
    });
    if (!moved) short.push(line);
  }
  if (short.length > 0) throw notEnoughStock(short);
}
