import { toMajorUnits } from '@olivia/contracts/money';
import { purchaseOrderNumber, type PurchaseOrder } from '@olivia/contracts/purchase-orders';
import type { Executor } from '../../db/client';
import {
  linesOf,
  paymentsOf,
  supplierNames,
  type PurchaseOrderLineRow,
  type PurchaseOrderPaymentRow,
  type PurchaseOrderRow,
} from './purchase-orders.repository';

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toPurchaseOrder(
  row: PurchaseOrderRow,
  supplierName: string,
  lines: PurchaseOrderLineRow[],
  payments: PurchaseOrderPaymentRow[],
): PurchaseOrder {
  return {
    id: row.id,
    number: purchaseOrderNumber(row.number),
    supplierid: row.supplierId,
    suppliername: supplierName,
    status: row.status as PurchaseOrder['status'],
    currency: row.currency,
    subtotal: toMajorUnits(row.subtotal),
    shipping: toMajorUnits(row.shipping),
    total: toMajorUnits(row.total),
    paid: toMajorUnits(row.paid),
    due: toMajorUnits(row.total - row.paid),
    reference: row.reference,
    note: row.note,
    expectedat: day(row.expectedAt),
    orderedat: iso(row.orderedAt),
    receivedat: iso(row.receivedAt),
    cancelledat: iso(row.cancelledAt),
    lines: lines
      .filter((line) => line.purchaseOrderId === row.id)
      .map((line) => ({
        id: line.id,
        productid: line.productId,
        variantid: line.variantId,
        name: line.name,
        suppliersku: line.supplierSku,
        quantity: line.quantity,
        received: line.received,
        unitcost: toMajorUnits(line.unitCost),
        total: toMajorUnits(line.unitCost * BigInt(line.quantity)),
      })),
    payments: payments
      .filter((payment) => payment.purchaseOrderId === row.id)
      .map((payment) => ({
        id: payment.id,
        amount: toMajorUnits(payment.amount),
        reference: payment.reference,
        status: payment.status as PurchaseOrder['payments'][number]['status'],
        createdat: payment.createdAt.toISOString(),
      })),
    createdat: row.createdAt.toISOString(),
    updatedat: row.updatedAt.toISOString(),
  };
}

/** Purchase orders as the API shows them, with their lines, payments and supplier's name. */
export async function purchaseOrderViews(
  db: Executor,
  rows: PurchaseOrderRow[],
): Promise<PurchaseOrder[]> {
  const ids = rows.map((row) => row.id);
  const [lines, payments, names] = await Promise.all([
    linesOf(db, ids),
    paymentsOf(db, ids),
    supplierNames(db, [...new Set(rows.map((row) => row.supplierId))]),
  ]);
  return rows.map((row) => toPurchaseOrder(row, names.get(row.supplierId) ?? '', lines, payments));
}

export async function purchaseOrderView(db: Executor, row: PurchaseOrderRow) {
  const [view] = await purchaseOrderViews(db, [row]);
  if (!view) throw new Error('a purchase order without its view');
  return view;
}

/** What the account log keeps of a purchase order. */
export const purchaseOrderSnapshot = (row: PurchaseOrderRow) => ({
  number: purchaseOrderNumber(row.number),
  status: row.status,
  total: toMajorUnits(row.total),
  shipping: toMajorUnits(row.shipping),
  expectedat: day(row.expectedAt),
  reference: row.reference,
  note: row.note,
});
