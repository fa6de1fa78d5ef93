import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { StoreEvent } from '../../lib/event-bus';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Mailer } from '../../mail/mailer';
import type { PaymentApplied, OrderPaymentReceived } from '../top-ups/public';
import { countPaidOrder } from './customers.repository';
import { CUSTOMER, NO_USER_ID, SYSTEM } from './order-actors';
import { orderPaidMail } from './order-mail';
import {
  appendOrderEvent,
  findOrderWithStore,
  findStoreOrder,
  itemsOf,
  updateOrder,
  type OrderRow,
} from './orders.repository';

/** The store's notifications of a paid order and of the money it brought. */
function paymentEvents(
  order: OrderRow,
  payment: OrderPaymentReceived,
  becamePaid: boolean,
  at: string,
): StoreEvent[] {
  const money = (minor: bigint) => formatMoney(toMajorUnits(minor), order.currency);
  const number = String(order.number);
  const base = { storeId: order.storeId, headid: order.id, datetime: at, createdat: at };
  const events: StoreEvent[] = [];
  if (becamePaid) {
    const amount = money(order.total);
    events.push({
      ...base,
      type: 'order',
      code: 'orderPaid',
      params: { number, amount },
      message: `New order #${number} paid: ${amount}. Time: ${at}`,
    });
  }
  if (payment.credited > 0n) {
    const amount = money(payment.credited);
    events.push({
      ...base,
      type: 'credit',
      code: 'orderCredited',
      params: { number, amount },
      message: `Your wallet was credited with ${amount} for order #${number}. Time: ${at}`,
    });
  }
  return events;
}

/**
 * Records a payment into an order's account on the order, in the payment's unit of work (the
 * top-ups module's webhook receiver calls it after the ledger posting; ADR 0016). The order is
 * locked, its amount paid grows and the timeline says so; the first payment that completes a
 * pending order makes it paid and counts it in its customer's figures. Money for an order
 * cancelled meanwhile is credited all the same and shown on its timeline; the order stays
 * cancelled. Stock is not touched: it was taken at checkout.
 */
export function createOrderPayments(deps: { mailer: Mailer; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return async function orderPaid(
    unit: UnitOfWork,
    payment: OrderPaymentReceived,
  ): Promise<PaymentApplied | null> {
    const { tx } = unit;
    const order = await findStoreOrder(tx, payment.storeId, payment.orderId, true);
    if (!order) return null;
    const amountPaid = order.amountPaid + payment.paidNow;
    const becamePaid = order.status === 'pending' && amountPaid >= order.total;
    const updated = await updateOrder(tx, order.id, {
      amountPaid,
      ...(becamePaid ? { status: 'paid', paidAt: payment.paidAt } : {}),
    });
    const amount = formatMoney(toMajorUnits(payment.paidNow), order.currency);
    const entry = { orderId: order.id, storeId: order.storeId, actorUserId: null };
    await appendOrderEvent(tx, {
      ...entry,
      code: 'paymentReceived',
      params: { amount },
      orderStatus: updated.status,
      actorLabel: CUSTOMER,
    });
    await insertAuditEntry(tx, {
      storeId: order.storeId,
      actorUserId: NO_USER_ID,
      action: 'order.payment_received',
      entityType: 'order',
      entityId: order.id,
      changes: {
        by: CUSTOMER,
        reference: payment.topUpReference,
        amountpaid: { from: toMajorUnits(order.amountPaid), to: toMajorUnits(amountPaid) },
        ...(becamePaid ? { orderStatus: { from: order.status, to: updated.status } } : {}),
      },
    });
    if (becamePaid) {
      await appendOrderEvent(tx, {
        ...entry,
        code: 'paid',
        params: {},
        orderStatus: 'paid',
        actorLabel: SYSTEM,
      });
      await countPaidOrder(tx, order.customerId, { total: order.total, placedAt: order.createdAt });
      const store = await findOrderWithStore(tx, order.id);
      if (store) {
        unit.afterCommit(() => deps.mailer.send(orderPaidMail(updated, { name: store.storeName })));
      }
    }
    const items = await itemsOf(tx, order.id);
    return {
      receipt: {
        source: 'order',
        sourceId: order.id,
        description: `order #${order.number}`,
        lines: [
          ...items.map((item) => ({
            name: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
            quantity: item.quantity,
            unitPrice: item.unitPrice.toString(),
            total: item.total.toString(),
          })),
          ...(order.deliveryFee > 0n
            ? [
                {
                  name: 'Delivery',
                  quantity: 1,
                  unitPrice: order.deliveryFee.toString(),
                  total: order.deliveryFee.toString(),
                },
              ]
            : []),
        ],
        payerName: order.customerName,
        payerEmail: order.email,
      },
      label: `order #${order.number} from ${order.customerName}`,
      payer: order.email,
      events: paymentEvents(updated, payment, becamePaid, now().toISOString()),
    };
  };
}
