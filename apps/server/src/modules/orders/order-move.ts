import type { OrderStatus } from '@olivia/contracts/orders';
import type { Executor } from '../../db/client';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { staffName } from '../accounts/public';
import { appendOrderEvent, updateOrder, type OrderRow } from './orders.repository';

/**
 * Writes one move of the workflow of an order the caller holds locked and has checked
 * (`canMoveOrder`): its status, its timeline's entry and the account log, naming the staff
 * member. The caller's transaction; the order status endpoint and delivery runs both use it.
 */
export async function writeOrderMove(
  tx: Executor,
  actor: { storeId: string; userId: string },
  order: OrderRow,
  to: OrderStatus,
  note = '',
  label?: string,
): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  const by = label ?? (await staffName(tx, actor.userId));
  const updated = await updateOrder(tx, order.id, { status: to });
  await appendOrderEvent(tx, {
    orderId: order.id,
    storeId: order.storeId,
    code: 'statusChanged',
    params: { from, to },
    orderStatus: to,
    note,
    actorUserId: actor.userId,
    actorLabel: by,
  });
  await insertAuditEntry(tx, {
    storeId: actor.storeId,
    actorUserId: actor.userId,
    action: 'order.status_changed',
    entityType: 'order',
    entityId: order.id,
    changes: { orderStatus: { from, to }, ...(note ? { note } : {}) },
  });
  return updated;
}
