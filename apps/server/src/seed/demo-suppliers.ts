import { eq } from 'drizzle-orm';
import { purchaseOrderNumber } from '@olivia/contracts/purchase-orders';
import {
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  supplierProducts,
  suppliers,
} from '../db/schema/suppliers';
import { payouts } from '../db/schema/transfers';
import type { UnitOfWork } from '../db/unit-of-work';
import { moveStock } from '../modules/catalog/public';
import type { Ledger } from '../modules/ledger/public';
import { nextDocumentNumber } from '../modules/receipts/public';
import type { SeededProduct } from './demo-catalog';

const DAY = 86_400_000;

type SupplierRow = typeof suppliers.$inferSelect;

interface DemoLine {
  product: SeededProduct;
  quantity: number;
  received: number;
  unitCost: bigint;
}

/**
 * Ada's suppliers (ADR 0038): the Kano mill that weaves her Ankara (bank account named by the
 * sandbox's enquiry), the Abeokuta adire collective, and a Lagos trims seller with no account
 * yet. PO-0001 was received in full and paid; PO-0002 is partly received with a deposit paid;
 * PO-0003 is ordered and on its way. Receipts moved stock at their cost, as the screen does.
 */
export async function seedDemoSuppliers(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  catalogue: SeededProduct[],
  by: { id: string; name: string; email: string },
  now: Date,
) {
  const { tx } = unit;
  const ankara = catalogue.filter((p) => p.name.endsWith('Ankara') && p.variants.length === 0);
  const adire = catalogue.filter((p) => p.name.endsWith('Adire') && p.variants.length === 0);
  const cost = (product: SeededProduct) => (product.price * 55n) / 100n;
  const [kano, abeokuta] = await tx
    .insert(suppliers)
    .values([
      {
        storeId: store.id,
        name: 'Kano Textile Mills',
        contactName: 'Hauwa Bello',
        email: 'orders@kanotextiles.example',
        phone: '+2348065550101',
        address: '21 Bompai Road, Kano',
        leadTimeDays: 7,
        paymentTerms: 'net_14',
        bankCode: '044',
        bankName: 'Access Bank',
        accountNumber: '2034567812',
        accountName: 'Hauwa Bello',
        notes: 'Minimum order 10 pieces per design. Ships by GIG Logistics.',
      },
      {
        storeId: store.id,
        name: 'Abeokuta Adire Collective',
        contactName: 'Emeka Nwosu',
        email: 'adire.collective@example.com',
        phone: '+2348075550202',
        address: 'Itoku Market, Abeokuta, Ogun',
        leadTimeDays: 10,
        paymentTerms: 'on_receipt',
        bankCode: '058',
        bankName: 'Guaranty Trust Bank',
        accountNumber: '3011223343',
        accountName: 'Emeka Nwosu',
      },
      {
        storeId: store.id,
        name: 'Lagos Trims & Notions',
        contactName: 'Funke Ade',
        phone: '+2348085550303',
        address: 'Balogun Market, Lagos Island',
        leadTimeDays: 2,
        paymentTerms: 'prepaid',
        notes: 'Cash only for now; add their account to pay from the wallet.',
      },
    ])
    .returning();
  if (!kano || !abeokuta) throw new Error('demo suppliers insert returned no rows');
  await tx.insert(supplierProducts).values([
    ...ankara.slice(0, 6).map((product) => ({
      storeId: store.id,
      supplierId: kano.id,
      productId: product.id,
      supplierSku: `KTM-${product.name.slice(0, 3).toUpperCase()}`,
      unitCost: cost(product),
    })),
    ...adire.slice(0, 4).map((product) => ({
      storeId: store.id,
      supplierId: abeokuta.id,
      productId: product.id,
      unitCost: cost(product),
    })),
  ]);

  async function order(
    supplier: SupplierRow,
    lines: DemoLine[],
    shape: { daysAgo: number; status: string; paid: bigint; expectedIn: number },
  ) {
    const number = await nextDocumentNumber(tx, store.id, 'purchase_order');
    const subtotal = lines.reduce((sum, line) => sum + line.unitCost * BigInt(line.quantity), 0n);
    const shipping = 5_000_00n;
    const orderedAt = new Date(now.getTime() - shape.daysAgo * DAY);
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        storeId: store.id,
        supplierId: supplier.id,
        number,
        status: shape.status,
        currency: store.currency,
        subtotal,
        shipping,
        total: subtotal + shipping,
        paid: shape.paid,
        expectedAt: new Date(orderedAt.getTime() + shape.expectedIn * DAY),
        orderedAt,
        receivedAt: shape.status === 'received' ? new Date(orderedAt.getTime() + 6 * DAY) : null,
        createdBy: by.id,
        createdAt: orderedAt,
        updatedAt: orderedAt,
      })
      .returning();
    if (!row) throw new Error('demo purchase order insert returned no row');
    await tx.insert(purchaseOrderLines).values(
      lines.map((line, position) => ({
        purchaseOrderId: row.id,
        productId: line.product.id,
        name: line.product.name,
        quantity: line.quantity,
        received: line.received,
        unitCost: line.unitCost,
        position,
      })),
    );
    for (const line of lines.filter((l) => l.received > 0)) {
      await moveStock(tx, {
        storeId: store.id,
        productId: line.product.id,
        variantId: null,
        change: line.received,
        reason: 'received',
        note: purchaseOrderNumber(number),
        purchaseOrderId: row.id,
        unitCost: line.unitCost,
        actorUserId: by.id,
        actorLabel: by.name,
      });
    }
    if (shape.paid > 0n) await pay(supplier, row.id, number, shape.paid, orderedAt);
  }

  /** A payment that went through: the payout paid, the wallet debited, the payment recorded. */
  async function pay(
    supplier: SupplierRow,
    purchaseOrderId: string,
    number: number,
    amount: bigint,
    orderedAt: Date,
  ) {
    const at = new Date(orderedAt.getTime() + 7 * DAY);
    const ref = `trf_demopo${String(number).padStart(4, '0')}`;
    const narration = `${purchaseOrderNumber(number)} ${supplier.name}`;
    await tx.insert(payouts).values({
      ref,
      kind: 'transfer',
      fingerprint: `demo:${ref}`,
      storeId: store.id,
      requestedBy: by.id,
      currency: store.currency,
      amount,
      fee: 0n,
      bankCode: supplier.bankCode,
      bankName: supplier.bankName,
      accountNumber: supplier.accountNumber,
      accountName: supplier.accountName,
      narration,
      provider: 'sandbox',
      status: 'successful',
      providerReference: `SBX-${ref}`,
      sentAt: at,
      settledAt: at,
      createdAt: at,
    });
    await ledger.recordMovement(unit, {
      posting: {
        reference: `payout:${ref}`,
        kind: 'payout_paid',
        metadata: { payout: ref, purchaseOrder: purchaseOrderId },
        entries: [
          { account: { wallet: { storeId: store.id, currency: store.currency } }, amount: -amount },
          { account: { system: 'provider_clearing', currency: store.currency }, amount },
        ],
      },
      walletRows: [
        {
          storeId: store.id,
          ref,
          agencyTxn: 'TRANSFER',
          status: 'SUCCESSFUL',
          direction: 'debit',
          currency: store.currency,
          amount,
          request: JSON.stringify({
            name: supplier.accountName,
            bank: supplier.bankName,
            account: supplier.accountNumber,
            narration,
          }),
          meaning: `Transfer to ${supplier.accountName} (${supplier.bankName} ${supplier.accountNumber}): ${narration}`,
          createdBy: by.email,
          createdAt: at,
          modifiedAt: at,
        },
      ],
    });
    await tx.insert(purchaseOrderPayments).values({
      storeId: store.id,
      purchaseOrderId,
      amount,
      reference: ref,
      idempotencyKey: ref,
      status: 'paid',
      actorUserId: by.id,
      createdAt: at,
    });
  }

  const line = (product: SeededProduct | undefined, quantity: number, received: number) =>
    product ? [{ product, quantity, received, unitCost: cost(product) }] : [];
  const first = [
    ...line(ankara[0], 20, 20),
    ...line(ankara[1], 15, 15),
    ...line(ankara[2], 10, 10),
  ];
  const firstTotal = first.reduce((s, l) => s + l.unitCost * BigInt(l.quantity), 0n) + 5_000_00n;
  await order(kano, first, { daysAgo: 30, status: 'received', paid: firstTotal, expectedIn: 7 });
  await order(kano, [...line(ankara[3], 12, 6), ...line(ankara[4], 12, 12)], {
    daysAgo: 9,
    status: 'partly_received',
    paid: 50_000_00n,
    expectedIn: 7,
  });
  await order(abeokuta, [...line(adire[0], 8, 0), ...line(adire[1], 8, 0)], {
    daysAgo: 3,
    status: 'ordered',
    paid: 0n,
    expectedIn: 10,
  });
  await tx
    .update(suppliers)
    .set({ paid: firstTotal + 50_000_00n })
    .where(eq(suppliers.id, kano.id));
}
