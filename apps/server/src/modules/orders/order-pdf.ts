import type { PublicOrder } from '@olivia/contracts/storefront';
import {
  drawLineTable,
  drawStamp,
  drawSums,
  PDF_MARGIN as MARGIN,
  pdfMoney,
  storeDocument,
  type DocumentStamp,
  type DocumentSum,
  type ReceiptIssuer,
} from '../receipts/public';

/** The statuses of an order its customer has paid for. */
const PAID: ReadonlySet<PublicOrder['orderStatus']> = new Set([
  'paid',
  'processing',
  'shipped',
  'delivered',
]);

const STAMPS: Partial<Record<PublicOrder['orderStatus'], DocumentStamp>> = {
  cancelled: { text: 'CANCELLED', colour: '#8c1d18' },
  refunded: { text: 'REFUNDED', colour: '#1d4f91' },
};
const PAID_STAMP: DocumentStamp = { text: 'PAID', colour: '#1e7d3a' };

const dayOf = (iso: string) => iso.slice(0, 10);
const timeOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A storefront order as an A4 invoice, in the look of the store's invoices: 'Invoice' and the
 * order's number, billed and delivered to, the lines, delivery, discount, total, paid and due; while
 * unpaid, how to pay (the transfer account, or the card page); once paid, a PAID mark.
 */
export function renderOrderPdf(
  order: PublicOrder,
  issuer: ReceiptIssuer,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const number = `Order #${order.number}`;
  const paid = PAID.has(order.orderStatus);
  const page = storeDocument(issuer, {
    kind: 'Invoice',
    number,
    subject: `Invoice for order #${order.number} from ${issuer.name}`,
    createdAt: new Date(order.createdat),
    ...options,
  });
  const { doc, width, label, value } = page;
  const money = (amount: number) => pdfMoney(amount, order.currency);
  let top = page.top;

  const third = width / 3;
  label('Billed to', MARGIN, top);
  value(order.name, MARGIN, top + 14, third - 12);
  value(order.email, MARGIN, top + 30, third - 12);
  value(order.phone, MARGIN, top + 46, third - 12);
  const billedEnd = doc.y;
  label('Deliver to', MARGIN + third, top);
  value(`${order.address}, ${order.city}`, MARGIN + third, top + 14, third - 12);
  const deliverEnd = doc.y;
  label('Ordered', MARGIN + third * 2, top);
  value(dayOf(order.createdat), MARGIN + third * 2, top + 14, third);
  if (paid && order.paidat) {
    label('Payment received', MARGIN + third * 2, top + 36);
    value(dayOf(order.paidat), MARGIN + third * 2, top + 50, third);
  }
  top = Math.max(billedEnd, deliverEnd, doc.y, top + 70) + 16;

  const lines = order.items.map((item) => ({
    description: item.variant ? `${item.name} (${item.variant})` : item.name,
    quantity: item.quantity,
    unitprice: item.unitprice,
    total: item.total,
  }));
  top = drawLineTable(page, lines, money, top) + 10;

  const sums: DocumentSum[] = [
    ['Subtotal', order.subtotal],
    ['Delivery', order.deliveryfee],
    ...(order.discount > 0 ? [['Discount', -order.discount] as DocumentSum] : []),
    ['Total', order.total, true],
    ...(order.amountpaid > 0 ? [['Paid', -order.amountpaid] as DocumentSum] : []),
    ['Amount due', order.amountdue, true],
  ];
  top = drawSums(page, sums, money, top);
  const stamp = paid ? PAID_STAMP : STAMPS[order.orderStatus];
  if (stamp) drawStamp(page, stamp, top);

  if (order.orderStatus === 'pending') {
    top += 24;
    label('How to pay', MARGIN, top);
    const { payment } = order;
    if (payment) {
      value(
        `Send ${money(order.amountdue)} by bank transfer to ${payment.bank}, account ` +
          `${payment.accountnumber} (${payment.accountname}), before ${timeOf(payment.expiresat)}.`,
        MARGIN,
        top + 14,
        width,
      );
    } else if (order.paymentmethod === 'card') {
      value('Pay by card on your order page.', MARGIN, top + 14, width);
    }
  }
  return page.finish(`${issuer.name} issued this invoice for order #${order.number}.`);
}
