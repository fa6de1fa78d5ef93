import type { z } from 'zod';
import { messages } from '@olivia/contracts/messages';
import { cardMessages } from '@olivia/contracts/card-messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { OrderRefundRequestSchema, OrderRefunds } from '@olivia/contracts/order-refunds';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Database, Executor } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { findUserById } from '../accounts/public';
import type { CardPayments, CardRefunds } from '../card-payments/public';
import type { PinCheck } from '../pins/public';
import { findStoreQuote, type TransfersService } from '../transfers/public';
import {
  findOrderRefund,
  insertOrderRefund,
  refundsOfOrder,
  type OrderRefundItem,
} from './order-refunds.repository';
import {
  appendOrderEvent,
  findStoreOrder,
  itemsOf,
  updateOrder,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';
import { emitWebhookEvent } from '../webhooks/public';

type RefundRequest = z.output<typeof OrderRefundRequestSchema>;

/** Statuses from which an order may become refunded (ORDER_MOVES). */
const REFUNDABLE_STATUSES = new Set(['paid', 'processing', 'shipped', 'delivered']);

/** What went back and is not failed, and how many of each line. */
async function refundedSoFar(db: Executor, orderId: string) {
  const rows = (await refundsOfOrder(db, orderId)).filter((row) => row.status !== 'failed');
  const quantities = new Map<string, number>();
  for (const { refund } of rows) {
    for (const item of refund.items) {
      quantities.set(item.itemId, (quantities.get(item.itemId) ?? 0) + item.quantity);
    }
  }
  return { amount: rows.reduce((sum, row) => sum + row.refund.amount, 0n), quantities };
}

/**
 * Money back on an order (issue 28, ADR 0033), with the PIN of the main user or a sub-user
 * allowed to transfer: to the card it was paid with (the card refunds' path, ADR 0030), to the
 * customer's bank account (the transfers' path, from a quote made under the same `ref`), or in
 * cash from the till (recorded: no wallet money). The order refund is written in the unit of
 * work that moves the money, with the order locked: never more than was paid, never a line more
 * than was bought, nothing when anything is refused. Once all it was paid has gone back, the
 * order is refunded.
 */
export function createOrderRefunds(deps: {
  db: Database;
  cards: Pick<CardPayments, 'find' | 'settle'>;
  cardRefunds: Pick<CardRefunds, 'refund'>;
  transfers: () => Pick<TransfersService, 'transfer'>;
  pinCheck: PinCheck;
}) {
  const { db } = deps;

  async function view(order: OrderRow): Promise<OrderRefunds> {
    const rows = await refundsOfOrder(db, order.id);
    const refunded = rows
      .filter((row) => row.status !== 'failed')
      .reduce((sum, row) => sum + row.refund.amount, 0n);
    const left = order.amountPaid - refunded;
    return {
      refunds: rows.map(({ refund, status }) => ({
        id: refund.id,
        ref: refund.ref,
        method: refund.method as OrderRefunds['refunds'][number]['method'],
        amount: toMajorUnits(refund.amount),
        reason: refund.reason,
        items: refund.items.map((item) => ({
          itemid: item.itemId,
          name: item.name,
          quantity: item.quantity,
        })),
        delivery: refund.delivery,
        status,
        by: refund.createdByName,
        createdat: refund.createdAt.toISOString(),
      })),
      paid: toMajorUnits(order.amountPaid),
      refunded: toMajorUnits(refunded),
      refundable: toMajorUnits(left > 0n ? left : 0n),
    };
  }

  /** The lines asked for, as the order sold them; 400 naming one that is not the order's. */
  function chosenItems(body: RefundRequest, items: OrderItemRow[]) {
    return body.items.map((asked, index) => {
      const item = items.find((row) => row.id === asked.itemid);
      if (!item) {
        throw badRequest(messages.recordDoesNotExist, {
          [`items.${index}`]: [messages.recordDoesNotExist],
        });
      }
      return { item, quantity: asked.quantity, index };
    });
  }

  /** The refund's record, in the money's unit of work, with the order locked. */
  function recorder(
    session: Session,
    by: string,
    order: OrderRow,
    body: RefundRequest,
    amount: bigint,
    chosen: ReturnType<typeof chosenItems>,
  ) {
    return async (unit: UnitOfWork) => {
      const { tx } = unit;
      const locked = await findStoreOrder(tx, session.storeId, order.id, true);
      if (!locked) throw notFound();
      const before = await refundedSoFar(tx, order.id);
      for (const { item, quantity, index } of chosen) {
        if ((before.quantities.get(item.id) ?? 0) + quantity > item.quantity) {
          throw badRequest(orderMessages.returnQuantityTooHigh, {
            [`items.${index}`]: [orderMessages.returnQuantityTooHigh],
          });
        }
      }
      if (amount > locked.amountPaid - before.amount) {
        throw badRequest(cardMessages.refundAboveRefundable, {
          amount: [cardMessages.refundAboveRefundable],
        });
      }
      const items: OrderRefundItem[] = chosen.map(({ item, quantity }) => ({
        itemId: item.id,
        name: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
        quantity,
      }));
      await insertOrderRefund(tx, {
        storeId: session.storeId,
        orderId: order.id,
        ref: body.ref,
        method: body.method,
        amount,
        reason: body.reason,
        items,
        delivery: body.delivery,
        createdBy: session.userId,
        createdByName: by,
      });
      await emitWebhookEvent(unit, session.storeId, 'refund.created', {
        refund: {
          reference: body.ref,
          for: 'order',
          orderid: order.id,
          ordernumber: order.number,
          method: body.method,
          currency: locked.currency,
          amount: toMajorUnits(amount),
          reason: body.reason,
          items: items.map((item) => ({ name: item.name, quantity: item.quantity })),
        },
      });
      const whole = before.amount + amount === locked.amountPaid;
      if (whole && REFUNDABLE_STATUSES.has(locked.status)) {
        await updateOrder(tx, order.id, { status: 'refunded' });
        await appendOrderEvent(tx, {
          orderId: order.id,
          storeId: session.storeId,
          code: 'statusChanged',
          params: { from: locked.status, to: 'refunded' },
          orderStatus: 'refunded',
          note: body.reason,
          actorUserId: session.userId,
          actorLabel: by,
        });
      }
      await insertAuditEntry(tx, {
        storeId: session.storeId,
        actorUserId: session.userId,
        action: 'order.refunded',
        entityType: 'order',
        entityId: order.id,
        changes: {
          number: order.number,
          ref: body.ref,
          method: body.method,
          amount: toMajorUnits(amount),
          reason: body.reason,
          ...(items.length > 0 ? { items: items.map((i) => `${i.quantity} × ${i.name}`) } : {}),
          ...(body.delivery ? { delivery: true } : {}),
          ...(whole ? { status: { from: locked.status, to: 'refunded' } } : {}),
        },
      });
    };
  }

  return {
    async list(storeId: string, id: string): Promise<OrderRefunds> {
      const order = await findStoreOrder(db, storeId, id);
      if (!order) throw notFound();
      return view(order);
    },

    async refund(session: Session, id: string, body: RefundRequest): Promise<OrderRefunds> {
      const order = await findStoreOrder(db, session.storeId, id);
      if (!order) throw notFound();
      const user = await findUserById(db, session.userId);
      if (!user) throw notFound();
      if (session.userType !== MAIN_USER && !user.allowSubUserTransfer) throw forbidden();
      const seen = await findOrderRefund(db, body.ref);
      if (seen) {
        if (seen.storeId !== session.storeId) throw notFound(messages.recordDoesNotExist);
        if (seen.orderId !== order.id) throw conflict(messages.referenceReused);
        await deps.pinCheck.verify(user.id, body.pin);
        return view(order);
      }
      if (order.amountPaid === 0n) throw conflict(orderMessages.orderNotPaid);
      const chosen = chosenItems(body, await itemsOf(db, order.id));
      const amount =
        body.amount === null
          ? chosen.reduce(
              (sum, { item, quantity }) => sum + item.unitPrice * BigInt(quantity),
              0n,
            ) + (body.delivery ? order.deliveryFee : 0n)
          : toMinorUnits(body.amount);
      if (amount <= 0n) {
        throw badRequest(messages.enterValidAmount, { amount: [messages.enterValidAmount] });
      }
      const by = `${user.firstName} ${user.lastName}`.trim() || user.email;
      const record = recorder(session, by, order, body, amount, chosen);

      if (body.method === 'cash') {
        await deps.pinCheck.verify(user.id, body.pin);
        try {
          // Cash from the till: only the record moves, claimed by its `ref`.
          await withTransaction(db, (tx, afterCommit) => record({ tx, afterCommit }));
        } catch (error) {
          // The same `ref` at once: the first one stands.
          if (!(await findOrderRefund(db, body.ref))) throw error;
        }
      } else if (body.method === 'card') {
        // A payment whose webhook credited the order before the charge was asked about is
        // asked about now.
        let charge = order.paymentReference
          ? await deps.cards.find(order.paymentReference)
          : undefined;
        if (charge?.status === 'pending') charge = await deps.cards.settle(charge.reference);
        if (!charge || charge.status !== 'successful') {
          throw conflict(orderMessages.refundMethodNotPossible);
        }
        await deps.cardRefunds.refund(
          session,
          charge.id,
          { amount: toMajorUnits(amount), reason: body.reason, pin: body.pin, ref: body.ref },
          record,
        );
      } else {
        const quote = await findStoreQuote(db, session.storeId, body.ref);
        if (!quote) throw notFound(messages.recordDoesNotExist);
        if (quote.amount !== amount) {
          throw badRequest(messages.transferQuoteMismatch, {
            amount: [messages.transferQuoteMismatch],
          });
        }
        await deps.transfers().transfer(
          session,
          {
            account: body.account,
            accountname: quote.accountName,
            addtobeneficiary: false,
            bankcode: body.bankcode,
            narration: `Refund of order #${order.number}`,
            pin: body.pin,
            ref: body.ref,
          },
          record,
        );
      }
      // A ref another kind of payment used first moves nothing here: refused.
      const recorded = await findOrderRefund(db, body.ref);
      if (!recorded || recorded.orderId !== order.id) throw conflict(messages.referenceReused);
      const current = await findStoreOrder(db, session.storeId, id);
      return view(current ?? order);
    },
  };
}

export type OrderRefundsService = ReturnType<typeof createOrderRefunds>;
