import type { z } from 'zod';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { CustomerReturnRequestSchema } from '@olivia/contracts/returns';
import type { PublicOrder } from '@olivia/contracts/storefront';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { findOrderForCustomer, returnUntil, toPublicOrder } from './order-access';
import { CUSTOMER, NO_USER_ID } from './order-actors';
import { insertReturn, lockOrderItem, requestedQuantity } from './returns.repository';

type CustomerReturn = z.output<typeof CustomerReturnRequestSchema>;

/**
 * A customer asks, from their order's page, to return a line of a delivered order within the
 * store's return window (issue 28): a requested return, as if the merchant had recorded it,
 * marked as the customer's; the merchant receives it (restocked) or rejects it on
 * /returned-items/all and refunds from the order. Counted against the line's open units with
 * the line locked, so asking twice at once never asks for more than was bought.
 */
export function createCustomerReturns(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return async function askReturn(
    id: string,
    token: string | undefined,
    body: CustomerReturn,
  ): Promise<PublicOrder> {
    const found = await findOrderForCustomer(db, id, token);
    if (!found) throw notFound();
    const { order } = found;
    const until = await returnUntil(db, order);
    if (!until || until <= now()) throw conflict(orderMessages.returnWindowClosed);
    await withTransaction(db, async (tx) => {
      const item = await lockOrderItem(tx, order.storeId, order.id, body.itemid);
      if (!item) throw notFound();
      const open = item.quantity - item.returnedQuantity - (await requestedQuantity(tx, item.id));
      if (body.quantity > open) {
        throw badRequest(orderMessages.returnQuantityTooHigh, {
          quantity: [orderMessages.returnQuantityTooHigh],
        });
      }
      const row = await insertReturn(tx, {
        storeId: order.storeId,
        orderId: order.id,
        orderItemId: item.id,
        quantity: body.quantity,
        reason: body.reason,
        createdBy: null,
        requestedBy: 'customer',
      });
      await insertAuditEntry(tx, {
        storeId: order.storeId,
        actorUserId: NO_USER_ID,
        action: 'return.created',
        entityType: 'return',
        entityId: row.id,
        changes: {
          by: CUSTOMER,
          ordernumber: order.number,
          productname: item.name,
          quantity: body.quantity,
          reason: body.reason,
        },
      });
    });
    const current = await findOrderForCustomer(db, id, token);
    if (!current) throw notFound();
    return toPublicOrder(db, current, now());
  };
}

export type AskReturn = ReturnType<typeof createCustomerReturns>;
