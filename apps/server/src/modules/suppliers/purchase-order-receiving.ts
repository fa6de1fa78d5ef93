import type { z } from 'zod';
import { messages } from '@olivia/contracts/messages';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import { purchaseOrderNumber, type ReceiveRequestSchema } from '@olivia/contracts/purchase-orders';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Actor } from '../../lib/resource/resource-writer';
import { staffName } from '../accounts/public';
import { moveStock } from '../catalog/public';
import { purchaseOrderView } from './purchase-order-dto';
import {
  findStorePurchaseOrder,
  linesOf,
  setCostPrice,
  setLineReceived,
  updatePurchaseOrder,
} from './purchase-orders.repository';

type Receive = z.output<typeof ReceiveRequestSchema>;

const RECEIVABLE = new Set(['ordered', 'partly_received']);

/**
 * Goods arrived against a purchase order (ADR 0038), in one unit of work with the order locked
 * first, so parallel receipts queue and never pass what was ordered: per line at most what is
 * outstanding (400 on that line otherwise, nothing changed); each unit into stock through
 * `moveStock` (reason 'received', the order and the unit cost on the movement), lines in
 * product order (ADR 0006); the product's (or variant's) cost price becomes the unit cost; the
 * order becomes partly_received or received. Logged `purchase_order.received`.
 */
export function createPurchaseOrderReceiving(deps: { db: Database }) {
  const { db } = deps;
  return {
    async receive(actor: Actor, id: string, body: Receive) {
      const row = await withTransaction(db, async (tx) => {
        const order = await findStorePurchaseOrder(tx, actor.storeId, id, 'update');
        if (!order) throw notFound();
        if (!RECEIVABLE.has(order.status))
          throw conflict(supplierMessages.purchaseOrderNotReceivable);
        const lines = await linesOf(tx, [order.id]);
        const arrivals = body.lines.map((asked, index) => {
          const line = lines.find((candidate) => candidate.id === asked.lineid);
          if (!line) {
            throw badRequest(messages.recordDoesNotExist, {
              [`lines.${index}.lineid`]: [messages.recordDoesNotExist],
            });
          }
          if (asked.quantity > line.quantity - line.received) {
            throw badRequest(supplierMessages.receiveAboveOutstanding, {
              [`lines.${index}.quantity`]: [supplierMessages.receiveAboveOutstanding],
            });
          }
          return { line, quantity: asked.quantity };
        });
        const moving = arrivals.filter((arrival) => arrival.quantity > 0);
        if (moving.length === 0) throw badRequest(supplierMessages.receiveNothing);
        const ids = new Set(moving.map((arrival) => arrival.line.id));
        if (ids.size !== moving.length) throw badRequest(supplierMessages.receiveNothing);
        const number = purchaseOrderNumber(order.number);
        const by = await staffName(tx, actor.userId);
        const key = (arrival: (typeof moving)[number]) =>
          `${arrival.line.productId ?? ''}/${arrival.line.variantId ?? ''}`;
        for (const arrival of [...moving].sort((a, b) => key(a).localeCompare(key(b)))) {
          const { line, quantity } = arrival;
          if (line.productId) {
            const item = { productId: line.productId, variantId: line.variantId };
            // A product removed from the catalogue since leaves its line without stock to move.
            await moveStock(tx, {
              storeId: actor.storeId,
              ...item,
              change: quantity,
              reason: 'received',
              note: number,
              purchaseOrderId: order.id,
              unitCost: line.unitCost,
              actorUserId: actor.userId,
              actorLabel: by,
            });
            await setCostPrice(tx, item, line.unitCost);
          }
          await setLineReceived(tx, line.id, line.received + quantity);
        }
        const after = await linesOf(tx, [order.id]);
        const whole = after.every((line) => line.received >= line.quantity);
        const status = whole ? 'received' : 'partly_received';
        const updated = await updatePurchaseOrder(tx, order.id, {
          status,
          ...(whole ? { receivedAt: new Date() } : {}),
        });
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'purchase_order.received',
          entityType: 'purchase_order',
          entityId: order.id,
          changes: {
            number,
            lines: moving.map(
              ({ line, quantity }) => `${quantity} × ${line.name} @ ${toMajorUnits(line.unitCost)}`,
            ),
            ...(order.status !== status ? { status: { from: order.status, to: status } } : {}),
          },
        });
        return updated;
      });
      return purchaseOrderView(db, row);
    },
  };
}

export type PurchaseOrderReceiving = ReturnType<typeof createPurchaseOrderReceiving>;
