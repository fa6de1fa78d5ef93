import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import {
  drawLineTable,
  drawStamp,
  drawSums,
  PDF_MARGIN as MARGIN,
  pdfMoney,
  storeDocument,
  type DocumentStamp,
  type ReceiptIssuer,
} from '../receipts/public';

const STAMPS: Partial<Record<PurchaseOrder['status'], DocumentStamp>> = {
  cancelled: { text: 'CANCELLED', colour: '#8c1d18' },
  received: { text: 'RECEIVED', colour: '#1e7d3a' },
};

/** Who the order goes to, as the PDF prints it. */
export interface PurchaseOrderSupplier {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * A purchase order as an A4 PDF for the supplier (the invoices' document kit): the store's logo
 * and name, 'Purchase order' and its number, the supplier, the dates and reference, the lines
 * with the supplier's SKU, subtotal, shipping and total, and the note to the supplier.
 */
export function renderPurchaseOrderPdf(
  order: PurchaseOrder,
  supplier: PurchaseOrderSupplier,
  issuer: ReceiptIssuer,
): Promise<Buffer> {
  const page = storeDocument(issuer, {
    kind: 'Purchase order',
    number: order.number,
    subject: `Purchase order ${order.number} from ${issuer.name}`,
    createdAt: new Date(order.orderedat ?? order.createdat),
  });
  const { width, label, value } = page;
  const money = (amount: number) => pdfMoney(amount, order.currency);
  let top = page.top;
  const half = width / 2;
  label('Supplier', MARGIN, top);
  const lines = [
    supplier.name,
    supplier.contactName,
    supplier.email,
    supplier.phone,
    supplier.address,
  ]
    .filter(Boolean)
    .join('\n');
  value(lines, MARGIN, top + 14, half - 16);
  label('Ordered', MARGIN + half, top);
  value((order.orderedat ?? order.createdat).slice(0, 10), MARGIN + half, top + 14, half / 2);
  label('Expected', MARGIN + half + half / 2, top);
  value(order.expectedat ?? '—', MARGIN + half + half / 2, top + 14, half / 2);
  if (order.reference) {
    label('Reference', MARGIN + half, top + 40);
    value(order.reference, MARGIN + half, top + 54, half);
  }
  top += 100;
  top =
    drawLineTable(
      page,
      order.lines.map((line) => ({
        description: line.suppliersku ? `${line.name} (SKU ${line.suppliersku})` : line.name,
        quantity: line.quantity,
        unitprice: line.unitcost,
        total: line.total,
      })),
      money,
      top,
    ) + 10;
  top = drawSums(
    page,
    [
      ['Subtotal', order.subtotal],
      ['Shipping', order.shipping],
      ['Total', order.total, true],
    ],
    money,
    top,
  );
  const stamp = STAMPS[order.status];
  if (stamp) drawStamp(page, stamp, top);
  if (order.note) {
    top += 16;
    label('Note', MARGIN, top);
    value(order.note, MARGIN, top + 14, width);
  }
  return page.finish(`Please confirm this order to ${issuer.name}.`);
}
