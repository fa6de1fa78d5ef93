import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/accounts';
import { cardCharges, cardRefunds } from '../db/schema/card-charges';
import { orderItems, orders } from '../db/schema/orders';
import { invoicePayments, invoices } from '../db/schema/invoices';
import { linkPayments, paymentLinks } from '../db/schema/payment-links';
import type { ReceiptLine } from '../db/schema/receipts';
import { topUps } from '../db/schema/top-ups';
import { invoiceNumber } from '../modules/invoices/invoice-mail';
import {
  insertReceipt,
  setDocumentCounter,
  type NewReceipt,
} from '../modules/receipts/receipts.repository';

type Line = ReceiptLine;
const line = (name: string, quantity: number, unitPrice: bigint, total: bigint): Line => ({
  name,
  quantity,
  unitPrice: unitPrice.toString(),
  total: total.toString(),
});

/**
 * The demo store's receipts (issue 27): one for every paid demo top-up (an order's, a link's, an
 * invoice's, a wallet top-up's) and every processed card refund, worded as the payment receiver
 * and the refund's settlement word them, numbered 1..n in the order they happened; the store's
 * receipt counter is left at n, so a new payment continues it.
 */
export async function seedDemoReceipts(tx: Executor, storeId: string): Promise<number> {
  const paid = await tx
    .select({
      topUp: topUps,
      order: orders,
      payment: linkPayments,
      linkName: paymentLinks.name,
      invoice: invoices,
      creator: users,
    })
    .from(topUps)
    .leftJoin(orders, eq(orders.id, topUps.orderId))
    .leftJoin(linkPayments, eq(linkPayments.id, topUps.linkPaymentId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, linkPayments.linkId))
    .leftJoin(invoicePayments, eq(invoicePayments.id, topUps.invoicePaymentId))
    .leftJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .leftJoin(users, eq(users.id, topUps.createdBy))
    .where(and(eq(topUps.storeId, storeId), gt(topUps.amountPaid, 0n)))
    .orderBy(asc(topUps.lastPaidAt), asc(topUps.createdAt), asc(topUps.id));
  const orderIds = paid.flatMap(({ order }) => (order ? [order.id] : []));
  const items =
    orderIds.length === 0
      ? []
      : await tx
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id));

  const documents: NewReceipt[] = [];
  for (const { topUp, order, payment, linkName, invoice, creator } of paid) {
    const paidNow = topUp.amountPaid;
    const about = order
      ? {
          source: 'order',
          sourceId: order.id,
          description: `order #${order.number}`,
          lines: [
            ...items
              .filter((item) => item.orderId === order.id)
              .map((item) =>
                line(
                  item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
                  item.quantity,
                  item.unitPrice,
                  item.total,
                ),
              ),
            ...(order.deliveryFee > 0n
              ? [line('Delivery', 1, order.deliveryFee, order.deliveryFee)]
              : []),
          ],
          payerName: order.customerName,
          payerEmail: order.email,
        }
      : payment
        ? {
            source: 'link',
            sourceId: payment.id,
            description: `"${linkName ?? ''}"`,
            lines:
              payment.items.length > 0
                ? payment.items.map(({ name, quantity, unitPrice, total }) => ({
                    name,
                    quantity,
                    unitPrice,
                    total,
                  }))
                : [line(linkName ?? '', 1, paidNow, paidNow)],
            payerName: payment.name,
            payerEmail: payment.email,
          }
        : invoice
          ? {
              source: 'invoice',
              sourceId: invoice.id,
              description: `invoice ${invoiceNumber(invoice.number)}`,
              lines: [line(`Invoice ${invoiceNumber(invoice.number)}`, 1, paidNow, paidNow)],
              payerName: invoice.customerName,
              payerEmail: invoice.customerEmail,
            }
          : {
              source: 'top_up',
              sourceId: topUp.id,
              description: 'a wallet top-up',
              lines: [],
              payerName: creator ? `${creator.firstName} ${creator.lastName}`.trim() : '',
              payerEmail: creator?.email ?? '',
            };
    const paidAt = topUp.lastPaidAt ?? topUp.createdAt;
    documents.push({
      storeId,
      ...about,
      paymentReference: topUp.reference,
      eventId: 'demo',
      method: topUp.channel === 'card' ? 'card' : 'transfer',
      currency: topUp.currency,
      amount: paidNow,
      fee: topUp.fee,
      net: topUp.credited,
      paidAt,
      emailedAt: about.payerEmail ? paidAt : null,
    });
  }
  documents.push(...(await refundReceipts(tx, storeId)));
  documents.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  let number = 0;
  for (const document of documents) {
    number += 1;
    await insertReceipt(tx, { ...document, number });
  }
  if (number > 0) await setDocumentCounter(tx, storeId, 'receipt', number);
  return number;
}

/** A processed card refund's receipt, as card-refund-settlement.ts issues it. */
async function refundReceipts(tx: Executor, storeId: string): Promise<NewReceipt[]> {
  const refunds = await tx
    .select({ refund: cardRefunds, charge: cardCharges })
    .from(cardRefunds)
    .innerJoin(cardCharges, eq(cardCharges.id, cardRefunds.chargeId))
    .where(and(eq(cardRefunds.storeId, storeId), eq(cardRefunds.status, 'processed')));
  return refunds.map(({ refund, charge }) => {
    const at = refund.completedAt ?? refund.createdAt;
    return {
      storeId,
      source: 'refund',
      sourceId: refund.id,
      paymentReference: charge.reference,
      eventId: `refund:${refund.ref}`,
      method: 'card',
      description: `${charge.description} (${refund.reason})`,
      lines: [],
      payerName: charge.payerName,
      payerEmail: charge.payerEmail,
      currency: refund.currency,
      amount: refund.amount,
      fee: 0n,
      net: -refund.amount,
      paidAt: at,
      emailedAt: charge.payerEmail ? at : null,
    };
  });
}
