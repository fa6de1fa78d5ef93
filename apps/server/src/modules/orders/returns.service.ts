import type {
  CreateReturnRequestSchema,
  ReturnsQuerySchema,
  UpdateReturnRequestSchema,
} from '@olivia/contracts/returns';
import type { OrderStatus } from '@olivia/contracts/orders';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { moveStock } from '../catalog/public';
import { returnSnapshot, toReturn } from './returns-dto';
import {
  addReturnedQuantity,
  findStoreReturn,
  insertOrderEvent,
  insertReturn,
  lockOrderItem,
  requestedQuantity,
  returnList,
  setReturnStatus,
  withOrderDetails,
  type ReturnableItem,
  type ReturnRecord,
} from './returns.repository';
import { staffName } from '../accounts/public';

/** Orders whose lines can be returned: paid, whatever has happened since, short of a refund. */
const RETURNABLE: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * Whether the line's units can go back into stock: its product still exists, and so does its
 * variant if it had one (a line of a deleted variant keeps its label but loses the id).
 */
const restockable = (item: ReturnableItem): item is ReturnableItem & { productId: string } =>
  item.productId !== null && (item.variantId !== null || item.variantLabel === '');

async function reread(tx: Executor, storeId: string, id: string): Promise<ReturnRecord> {
  const row = await findStoreReturn(tx, storeId, id);
  if (!row) throw new Error('a return vanished inside its own transaction');
  return row;
}

/**
 * Returns recorded by the merchant against an order's line (issue 13): any signed-in user of
 * the store; audited. A return is requested, then received (its units counted back on the line
 * and put back into stock, once) or rejected.
 */
export function createReturnsService(db: Database) {
  const returns = createResourceWriter(db, {
    entity: 'return',
    find: (tx, storeId, id) => findStoreReturn(tx, storeId, id, true),
    id: (row) => row.id,
    snapshot: returnSnapshot,
  });

  /** Counts the units back on the line, restocks them and adds the order's timeline entry. */
  async function receive(tx: Executor, actor: Actor, ret: ReturnRecord) {
    const item = await lockOrderItem(tx, actor.storeId, ret.orderId, ret.orderItemId);
    if (!item) throw new Error('a return without its order line');
    await addReturnedQuantity(tx, item.id, ret.quantity);
    const actorLabel = await staffName(tx, actor.userId);
    // A product (or variant) deleted since, or one whose variants changed shape, takes nothing.
    if (restockable(item)) {
      await moveStock(tx, {
        storeId: actor.storeId,
        productId: item.productId,
        variantId: item.variantId,
        change: ret.quantity,
        reason: 'restocked',
        orderId: item.orderId,
        actorUserId: actor.userId,
        actorLabel,
      });
    }
    await insertOrderEvent(tx, {
      orderId: item.orderId,
      storeId: actor.storeId,
      code: 'returnReceived',
      params: { item: item.name, quantity: String(ret.quantity) },
      orderStatus: item.orderStatus,
      actorUserId: actor.userId,
      actorLabel,
    });
  }

  return {
    async list(storeId: string, query: z.output<typeof ReturnsQuerySchema>) {
      const page = await returnList.page(db, storeId, query);
      return mapPage({ ...page, content: await withOrderDetails(db, page.content) }, toReturn);
    },

    /**
     * Records a return of a paid order's line. The line is locked while its open units are
     * counted (ordered − received − still requested), so parallel returns cannot exceed them.
     */
    async create(actor: Actor, body: z.output<typeof CreateReturnRequestSchema>) {
      const created = await returns.create(actor, 'created', async ({ tx }) => {
        const item = await lockOrderItem(tx, actor.storeId, body.orderid, body.itemid);
        if (!item) throw notFound();
        if (!RETURNABLE.includes(item.orderStatus as OrderStatus)) {
          throw conflict(orderMessages.returnNeedsPaidOrder);
        }
        const open = item.quantity - item.returnedQuantity - (await requestedQuantity(tx, item.id));
        if (body.quantity > open) {
          throw badRequest(orderMessages.returnQuantityTooHigh, {
            quantity: [orderMessages.returnQuantityTooHigh],
          });
        }
        const row = await insertReturn(tx, {
          storeId: actor.storeId,
          orderId: item.orderId,
          orderItemId: item.id,
          quantity: body.quantity,
          reason: body.reason,
          createdBy: actor.userId,
        });
        return reread(tx, actor.storeId, row.id);
      });
      return toReturn(created);
    },

    /** Closes a requested return: received (restocked once) or rejected; 409 once closed. */
    async update(actor: Actor, id: string, body: z.output<typeof UpdateReturnRequestSchema>) {
      const updated = await returns.update(actor, id, async ({ tx }, before) => {
        if (before.status !== 'requested') throw conflict(orderMessages.returnClosed);
        if (body.status === 'received') await receive(tx, actor, before);
        await setReturnStatus(tx, id, body.status);
        return { row: await reread(tx, actor.storeId, id), verb: body.status };
      });
      return toReturn(updated);
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
