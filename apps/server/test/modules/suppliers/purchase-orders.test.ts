import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import type { Mail } from '../../../src/mail/mailer';
import { products } from '../../../src/db/schema/catalog';
import { inventoryMovements } from '../../../src/db/schema/orders';
import { createProduct } from '../../helpers/catalog';
import { signUp } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import {
  createSupplier,
  draftOrder,
  lineOf,
  orderedFabric,
  poCall,
  supplierWithFabric,
} from './supplier-calls';

const sent: Mail[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } });
});
afterAll(() => app.close());

// Filled in by `make` for the store it runs in (another store's update is refused before).
const updateBody = {
  supplierid: '',
  lines: [{ productid: '', variantid: null as string | null, quantity: 4, unitcost: null }],
};

describeResourceCases({
  name: 'purchase orders',
  app: () => app,
  endpoints: {
    list: purchaseOrderEndpoints.list,
    get: purchaseOrderEndpoints.get,
    update: purchaseOrderEndpoints.update,
  },
  make: async (owner) => {
    const { fabric, supplier } = await supplierWithFabric(app, owner);
    const draft = await draftOrder(app, owner, {
      supplierid: supplier.id,
      lines: [{ productid: fabric.id, variantid: null, quantity: 3 }],
    });
    // The update body of the cases names this store's supplier and product.
    updateBody.supplierid = supplier.id;
    updateBody.lines = [{ productid: fabric.id, variantid: null, quantity: 4, unitcost: null }];
    return draft.id;
  },
  updateBody,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

async function stockOf(productId: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return row;
}

describe('purchase orders', () => {
  it("prices lines from the supplier's cost, else the product's cost price, and numbers them PO-0001…", async () => {
    const owner = await signUp(app);
    const { fabric, supplier } = await supplierWithFabric(app, owner);
    const thread = await createProduct(app, owner, { name: 'Thread', price: 500, stock: 50 });
    const { db } = await testDatabase();
    await db.update(products).set({ costPrice: 12_000n }).where(eq(products.id, thread.id));

    const first = await draftOrder(app, owner, {
      supplierid: supplier.id,
      lines: [
        { productid: fabric.id, variantid: null, quantity: 4 },
        { productid: thread.id, variantid: null, quantity: 10 },
        { productid: fabric.id, variantid: null, quantity: 1, unitcost: 2_000 },
      ],
      shipping: 1_500,
      expectedat: '2030-01-15',
    });
    expect(first).toMatchObject({
      number: 'PO-0001',
      status: 'draft',
      subtotal: 4 * 2_500 + 10 * 120 + 2_000,
      shipping: 1_500,
      total: 10_000 + 1_200 + 2_000 + 1_500,
      due: 14_700,
      expectedat: '2030-01-15',
      suppliername: 'Kano Textiles',
    });
    expect(first.lines.map((line) => [line.name, line.unitcost, line.suppliersku])).toEqual([
      ['Adire fabric', 2_500, 'ADR-1'],
      ['Thread', 120, ''],
      ['Adire fabric', 2_000, 'ADR-1'],
    ]);
    const second = await draftOrder(app, owner, {
      supplierid: supplier.id,
      lines: [{ productid: thread.id, variantid: null, quantity: 1 }],
    });
    expect(second.number).toBe('PO-0002');
    const found = await poCall(app, owner.headers, 'list', undefined);
    expect(found.json().total).toBe(2);

    const archived = await createSupplier(app, owner, { name: 'Gone', active: false });
    const refused = await poCall(app, owner.headers, 'create', undefined, {
      supplierid: archived.id,
      lines: [{ productid: thread.id, variantid: null, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ supplierid: [supplierMessages.supplierNotFound] });
  });

  it('e-mails the supplier the PDF when ordered; an ordered one is no longer edited; cancel from draft or ordered only', async () => {
    const owner = await signUp(app);
    const { order, fabric, supplier } = await orderedFabric(app, owner, 4);
    expect(order).toMatchObject({ status: 'ordered', orderedat: expect.any(String) });
    const mail = sent.find(
      (m) => m.subject.startsWith(`Purchase order ${order.number}`) && m.to === supplier.email,
    );
    expect(mail?.attachments?.[0]?.filename).toBe(`${order.number}.pdf`);
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const edit = await poCall(app, owner.headers, 'update', order.id, {
      supplierid: supplier.id,
      lines: [{ productid: fabric.id, variantid: null, quantity: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(supplierMessages.purchaseOrderNotDraft);
    const again = await poCall(app, owner.headers, 'move', order.id, { status: 'ordered' });
    expect(again.statusCode).toBe(409);

    const pdf = await poCall(app, owner.headers, 'pdf', order.id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const cancelled = await poCall(app, owner.headers, 'move', order.id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledat: expect.any(String),
    });
    const receive = await poCall(app, owner.headers, 'receive', order.id, {
      lines: [{ lineid: lineOf(order).id, quantity: 1 }],
    });
    expect(receive.statusCode).toBe(409);
    expect((await auditOf(order.id)).map((row) => row.action)).toEqual([
      'purchase_order.created',
      'purchase_order.ordered',
      'purchase_order.cancelled',
    ]);
  });

  it('receives into stock at the unit cost: partly, then all; never more than outstanding', async () => {
    const owner = await signUp(app);
    const { order, fabric } = await orderedFabric(app, owner, 10);
    const line = lineOf(order);
    const draftOnly = await draftOrder(app, owner, {
      supplierid: order.supplierid,
      lines: [{ productid: fabric.id, variantid: null, quantity: 1 }],
    });
    const notOrdered = await poCall(app, owner.headers, 'receive', draftOnly.id, {
      lines: [{ lineid: lineOf(draftOnly).id, quantity: 1 }],
    });
    expect(notOrdered.statusCode).toBe(409);

    const part = await poCall(app, owner.headers, 'receive', order.id, {
      lines: [{ lineid: line.id, quantity: 4 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'partly_received', lines: [{ received: 4 }] });
    expect(await stockOf(fabric.id)).toMatchObject({ stock: 6, costPrice: 250_000n });

    const tooMany = await poCall(app, owner.headers, 'receive', order.id, {
      lines: [{ lineid: line.id, quantity: 7 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual({
      'lines.0.quantity': [supplierMessages.receiveAboveOutstanding],
    });
    expect((await stockOf(fabric.id))?.stock).toBe(6);

    const rest = await poCall(app, owner.headers, 'receive', order.id, {
      lines: [{ lineid: line.id, quantity: 6 }],
    });
    expect(rest.json()).toMatchObject({ status: 'received', receivedat: expect.any(String) });
    expect((await stockOf(fabric.id))?.stock).toBe(12);
    const { db } = await testDatabase();
    const movements = await db
      .select()
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.productId, fabric.id),
          isNotNull(inventoryMovements.purchaseOrderId),
        ),
      )
      // Rows come back in no set order without one (PostgreSQL may return them either way).
      .orderBy(asc(inventoryMovements.id));
    expect(movements.map((m) => [m.change, m.purchaseOrderId, m.unitCost, m.note])).toEqual([
      [4, order.id, 250_000n, order.number],
      [6, order.id, 250_000n, order.number],
    ]);
  });

  it('parallel receipts never pass the ordered quantity', async () => {
    const owner = await signUp(app);
    const { order, fabric } = await orderedFabric(app, owner, 5);
    const line = lineOf(order);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        poCall(app, owner.headers, 'receive', order.id, {
          lines: [{ lineid: line.id, quantity: 2 }],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 400, 400, 400, 400]);
    expect((await stockOf(fabric.id))?.stock).toBe(2 + 4);
    const current = (await poCall(app, owner.headers, 'get', order.id)).json() as PurchaseOrder;
    expect(current).toMatchObject({ status: 'partly_received', lines: [{ received: 4 }] });
  });

  it('suggests low-stock products with their supplier and drafts a reorder', async () => {
    const owner = await signUp(app);
    const { fabric, supplier } = await supplierWithFabric(app, owner); // 2 in stock, threshold 5
    await createProduct(app, owner, { name: 'Plenty', price: 100, stock: 80 });
    const suggestions = await poCall(app, owner.headers, 'suggestions');
    expect(suggestions.json().items).toEqual([
      expect.objectContaining({
        productid: fabric.id,
        stock: 2,
        threshold: 5,
        quantity: 8,
        supplierid: supplier.id,
        unitcost: 2_500,
      }),
    ]);
    const reorder = await poCall(app, owner.headers, 'reorder', undefined, {
      supplierid: supplier.id,
    });
    expect(reorder.statusCode, reorder.body).toBe(201);
    expect(reorder.json()).toMatchObject({
      status: 'draft',
      lines: [{ productid: fabric.id, quantity: 8, unitcost: 2_500 }],
      total: 20_000,
    });
    const other = await createSupplier(app, owner, { name: 'Nothing low' });
    const nothing = await poCall(app, owner.headers, 'reorder', undefined, {
      supplierid: other.id,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(supplierMessages.reorderNothingLow);
  });
});
