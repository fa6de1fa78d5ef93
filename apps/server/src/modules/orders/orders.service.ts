import type { z } from 'zod';
import { orderDeliveryOf } from '../delivery/public';
import type { BulkOrderStatusRequestSchema, BulkResult } from '@olivia/contracts/bulk';
import { orderMessages } from '@olivia/contracts/order-messages';
import {
  canMoveOrder,
  type OrderDetail,
  type OrdersQuerySchema,
  type OrderStatus,
  type UpdateOrderStatusRequestSchema,
} from '@olivia/contracts/orders';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { eachInTurn } from '../../lib/resource/bulk';
import { mapPage } from '../../lib/resource/list-page';
import type { Session } from '../../plugins/auth';
import { branchNamesOf } from '../branches/public';
import { moveStock } from '../catalog/public';
import { releaseRedemptions } from '../discounts/public';
import { inLockOrder } from './cart-lines';
import { writeOrderMove } from './order-move';
import { NO_USER_ID, SYSTEM } from './order-actors';
import { findOrderForCustomer, paymentAccountOf, toPublicOrder } from './order-access';
import { toOrder, toOrderDetail } from './order-dto';
import {
  appendOrderEvent,
  eventsOf,
  expiredOrderIds,
  findStoreOrder,
  itemsOf,
  lockExpiredOrder,
  storeOrders,
  updateOrder,
  type OrderRow,
} from './orders.repository';
import { staffName } from '../accounts/public';

/** The most expired orders one pass releases; the next pass takes the rest. */
const EXPIRY_BATCH = 200;

/** Who gives stock back: a staff member, or the system. */
interface StockActor {
  userId: string | null;
  label: string;
}

/**
 * Gives an unpaid order's stock back, line by line in lock order, and its discounts (a code's
 * use). A line whose product (or variant) has gone since takes nothing back.
 */
async function releaseStock(tx: Executor, order: OrderRow, actor: StockActor): Promise<void> {
  // Its discounts go back too: a code's use, the discounts' figures.
  await releaseRedemptions(tx, order.id);
  const items = await itemsOf(tx, order.id);
  const lines = items.flatMap((item) =>
    item.productId !== null && (item.variantId !== null || item.variantLabel === '')
      ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }]
      : [],
  );
  for (const line of inLockOrder(lines)) {
    await moveStock(tx, {
      storeId: order.storeId,
      productId: line.productId,
      variantId: line.variantId,
      change: line.quantity,
      reason: 'released',
      orderId: order.id,
      actorUserId: actor.userId,
      actorLabel: actor.label,
    });
  }
}

/**
 * The merchant's orders (ADR 0016), for every signed-in user of the store: the list, one order
 * with its lines and timeline, and the workflow's moves (ORDER_MOVES); plus the release of
 * unpaid orders whose time ran out, and the customer's own view of an order.
 */
export function createOrdersService(deps: {
  db: Database;
  /** Asks the provider how an order's card payment went (card payments, ADR 0028). */
  settleCard?: (reference: string) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(order: OrderRow): Promise<OrderDetail> {
    const items = await itemsOf(db, order.id);
    const events = await eventsOf(db, order.id);
    const account = await paymentAccountOf(db, order);
    const delivery = await orderDeliveryOf(db, order);
    const branches = await branchNamesOf(db, order.storeId, [order.branchId]);
    return toOrderDetail(
      order,
      items,
      events,
      account,
      delivery,
      branches.get(order.branchId ?? ''),
    );
  }

  /** Cancels one expired unpaid order and gives its stock back, if it still qualifies. */
  async function expire(id: string, at: Date): Promise<boolean> {
    return withTransaction(db, async (tx) => {
      const order = await lockExpiredOrder(tx, id, at);
      if (!order) return false;
      await releaseStock(tx, order, { userId: null, label: SYSTEM });
      await updateOrder(tx, order.id, { status: 'cancelled' });
      await appendOrderEvent(tx, {
        orderId: order.id,
        storeId: order.storeId,
        code: 'expired',
        params: {},
        orderStatus: 'cancelled',
        actorUserId: null,
        actorLabel: SYSTEM,
      });
      await insertAuditEntry(tx, {
        storeId: order.storeId,
        actorUserId: NO_USER_ID,
        action: 'order.expired',
        entityType: 'order',
        entityId: order.id,
        changes: { by: SYSTEM, orderStatus: { from: order.status, to: 'cancelled' } },
      });
      return true;
    });
  }

  /**
   * One move of the workflow, by any user of the store, in its own transaction: the order is
   * locked, the move checked (409 otherwise), an unpaid order cancelled gives its stock back, and
   * the timeline and the audit name the staff member. Answers the order as it now is.
   */
  function move(
    session: Session,
    id: string,
    body: z.output<typeof UpdateOrderStatusRequestSchema>,
  ): Promise<OrderRow> {
    return withTransaction(db, async (tx) => {
      const order = await findStoreOrder(tx, session.storeId, id, true);
      if (!order) throw notFound();
      const from = order.status as OrderStatus;
      const to = body.orderStatus;
      if (!canMoveOrder(from, to)) throw conflict(orderMessages.orderMoveNotAllowed);
      const label = await staffName(tx, session.userId);
      if (from === 'pending' && to === 'cancelled') {
        await releaseStock(tx, order, { userId: session.userId, label });
      }
      return writeOrderMove(tx, session, order, to, body.note, label);
    });
  }

  return {
    async list(storeId: string, query: z.output<typeof OrdersQuerySchema>) {
      return mapPage(await storeOrders.page(db, storeId, query), toOrder);
    },

    async get(storeId: string, id: string): Promise<OrderDetail> {
      const order = await findStoreOrder(db, storeId, id);
      if (!order) throw notFound();
      return detail(order);
    },

    /** One move of the workflow (see `move`); answers the order with its lines and timeline. */
    async setStatus(
      session: Session,
      id: string,
      body: z.output<typeof UpdateOrderStatusRequestSchema>,
    ): Promise<OrderDetail> {
      return detail(await move(session, id, body));
    },

    /**
     * The same move for many orders (a bulk action): each order in id order, in its own
     * transaction, by the rules of one move. An order not the store's ('Not Found') or whose
     * move is not allowed is refused with that reason; the others go on.
     */
    async setStatuses(
      session: Session,
      body: z.output<typeof BulkOrderStatusRequestSchema>,
    ): Promise<BulkResult> {
      const change = { orderStatus: body.orderStatus, note: '' };
      return eachInTurn(body.ids, (id) => move(session, id, change));
    },

    /**
     * Cancels pending orders with nothing paid whose time ran out before `at`, each in its own
     * transaction, giving their stock back once: an order a payment (or another server) holds is
     * skipped, and one paid meanwhile no longer qualifies. Answers how many were released.
     */
    async releaseExpiredOrders(at: Date = now()): Promise<number> {
      let released = 0;
      for (const id of await expiredOrderIds(db, at, EXPIRY_BATCH)) {
        if (await expire(id, at)) released += 1;
      }
      return released;
    },

    /** The customer's receipt: the order's id and its secret (header `ordertoken`), else 404. */
    /**
     * The customer's order; a card payment still open is first asked about at the provider
     * (the customer is back from its page, or their page polls), never taken on the browser's word.
     */
    async publicOrder(id: string, token: string | undefined) {
      let found = await findOrderForCustomer(db, id, token);
      if (!found) throw notFound();
      const { paymentReference, status } = found.order;
      if (status === 'pending' && paymentReference && deps.settleCard) {
        await deps.settleCard(paymentReference);
        found = (await findOrderForCustomer(db, id, token)) ?? found;
      }
      return toPublicOrder(db, found);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
