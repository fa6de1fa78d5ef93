import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { stores } from '../../../src/db/schema/accounts';
import { orderEvents, orders } from '../../../src/db/schema/orders';
import { topUps } from '../../../src/db/schema/top-ups';
import { sha256 } from '../../../src/lib/secrets';
import { topUpFee } from '../../../src/modules/top-ups/top-up-fee';
import { createProduct, productImage, updateProduct } from '../../helpers/catalog';
import {
  checkout,
  checkoutBody,
  customerOfOrder,
  movementsOf,
  orderRow,
  placeOrder,
  publicOrder,
  setDeliveryFee,
  slugOf,
  stockOf,
  topUpsOfOrder,
} from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo, testDatabase } from '../../helpers/test-app';
import { storeIdOf } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const withVariants = (owner: SignedIn) =>
  createProduct(app, owner, {
    name: 'Adire shirt',
    price: 15_000,
    variants: [
      { size: 'M', colour: 'Blue', price: 15_000, stock: 3, sku: 'ADR-M-BL' },
      { size: 'L', colour: 'Red', price: 16_000, stock: 2 },
    ],
  });

/** What the store has of orders, payment accounts and its order counter. */
async function storeState(owner: SignedIn) {
  const { db } = await testDatabase();
  const storeId = await storeIdOf(owner.email);
  const [store] = await db
    .select({ seq: stores.orderSeq })
    .from(stores)
    .where(eq(stores.id, storeId));
  const orderCount = (await db.select().from(orders).where(eq(orders.storeId, storeId))).length;
  const topUpCount = (await db.select().from(topUps).where(eq(topUps.storeId, storeId))).length;
  return { seq: store?.seq, orderCount, topUpCount };
}

describe('POST /storefront/stores/:slug/orders', () => {
  it('places a pending order priced from the catalogue, takes its stock and opens its account', async () => {
    const owner = await signUp(app, { businessname: 'Ada Fabrics' });
    await setDeliveryFee(owner, 1_500_00n);
    const image = await productImage(app, owner);
    const dress = await createProduct(app, owner, { price: 12_000, stock: 5, images: [image] });
    const shirt = await withVariants(owner);
    const [medium] = shirt.variants;
    if (!medium) throw new Error('no variant');

    const { order, token } = await placeOrder(app, owner, [
      { productid: dress.id, variantid: null, quantity: 2 },
      { productid: shirt.id, variantid: medium.id, quantity: 1 },
      { productid: dress.id, variantid: null, quantity: 1 },
    ]);

    const total = 12_000 * 3 + 15_000 + 1_500;
    expect(order).toMatchObject({
      number: 1001,
      orderStatus: 'pending',
      paymentstate: 'unpaid',
      currency: 'NGN',
      subtotal: 51_000,
      deliveryfee: 1_500,
      total,
      amountpaid: 0,
      amountdue: total,
      name: 'Chioma Obi',
      city: 'Lagos',
      store: { name: 'Ada Fabrics', slug: slugOf(owner) },
      paidat: null,
      canreview: false,
      items: [
        {
          productid: dress.id,
          name: dress.name,
          variant: '',
          image,
          unitprice: 12_000,
          quantity: 3,
        },
        { productid: shirt.id, name: 'Adire shirt', variant: 'M / Blue', unitprice: 15_000 },
      ],
    });
    expect(order.payment).toMatchObject({ bank: 'Wema Bank', accountname: expect.any(String) });
    expect(order.payment?.accountnumber).toMatch(/^\d{10}$/);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const row = await orderRow(order.id);
    expect(row.tokenHash).toBe(sha256(token));
    const heldFor = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(heldFor).toBeGreaterThan(29 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(30 * 60_000);
    expect(await stockOf(dress.id)).toEqual({ stock: 2, variants: [] });
    expect(await stockOf(shirt.id)).toEqual({ stock: 4, variants: [2, 2] });
    const moved = [...(await movementsOf(dress.id)), ...(await movementsOf(shirt.id))].filter(
      (movement) => movement.reason === 'ordered',
    );
    expect(moved.map((m) => [m.change, m.orderId, m.actorLabel, m.variantLabel])).toEqual([
      [-3, order.id, 'Customer', ''],
      [-1, order.id, 'Customer', 'M / Blue'],
    ]);

    const [topUp, ...more] = await topUpsOfOrder(order.id);
    expect(more).toEqual([]);
    const fee = topUpFee(BigInt(total * 100), 'NGN');
    expect(topUp).toMatchObject({ createdBy: null, fee, amount: BigInt(total * 100) - fee });
    expect(topUp?.reference).toBe(row.paymentReference);
    expect(topUp?.accountNumber).toBe(order.payment?.accountnumber);

    const customer = await customerOfOrder(order.id);
    expect(customer).toMatchObject({ name: 'Chioma Obi', ordersCount: 0, totalSpent: 0n });
    const { db } = await testDatabase();
    const timeline = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(timeline.map((e) => [e.code, e.actorLabel])).toEqual([['placed', 'Customer']]);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['order.placed']);

    const mail = await latestMailTo(row.email);
    expect(mail?.subject).toBe('Your order #1001 at Ada Fabrics');
    expect(mail?.body).toContain(
      `http://olivia.test/store/${slugOf(owner)}/orders/${order.id}#${token}`,
    );
    expect(mail?.body).toContain(order.payment?.accountnumber ?? 'no account');
    expect(mail?.body).toContain('₦52,500.00');

    const read = await publicOrder(app, order.id, token);
    expect(read.statusCode).toBe(200);
    expect(read.json<PublicOrder>()).toEqual(order);
  });

  it('numbers orders on, and keeps one customer per e-mail address whatever its case', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 10 });
    const line = { productid: product.id, variantid: null, quantity: 1 };
    const first = await placeOrder(app, owner, [line], { email: 'Ngozi.A@example.com' });
    const second = await placeOrder(app, owner, [line], {
      email: 'ngozi.a@EXAMPLE.com',
      name: 'Ngozi Adeyemi',
    });
    expect([first.order.number, second.order.number]).toEqual([1001, 1002]);
    const [a, b] = [await customerOfOrder(first.order.id), await customerOfOrder(second.order.id)];
    expect(b.id).toBe(a.id);
    expect(b.name).toBe('Ngozi Adeyemi');
  });

  it("takes orders in the store's own currency, its fee capped as a top-up's", async () => {
    const owner = await signUp(app, { currency: 'GBP' });
    const product = await createProduct(app, owner, { price: 450, stock: 2 });
    const { order } = await placeOrder(
      app,
      owner,
      [{ productid: product.id, variantid: null, quantity: 1 }],
      { bank: 'SANDBOX' },
    );
    expect(order).toMatchObject({ currency: 'GBP', total: 450, amountdue: 450 });
    expect(order.payment?.bank).toBe('Olivia Sandbox Bank');
    const [topUp] = await topUpsOfOrder(order.id);
    expect(topUp).toMatchObject({ currency: 'GBP', fee: 3_00n, amount: 447_00n });
  });

  it('refuses what the catalogue does not sell, naming the lines, and changes nothing', async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const active = await createProduct(app, owner, { stock: 5 });
    const draft = await createProduct(app, owner, { status: 'draft' });
    const archived = await createProduct(app, owner);
    expect((await updateProduct(app, owner, archived.id, { status: 'archived' })).statusCode).toBe(
      200,
    );
    const theirs = await createProduct(app, rival);
    const shirt = await withVariants(owner);
    const otherShirt = await withVariants(owner);
    const ok = { productid: active.id, variantid: null, quantity: 1 };
    const before = await storeState(owner);
    const send = (body: unknown) => checkout(app, slugOf(owner), body);

    const gone = await send(
      checkoutBody([
        ok,
        { productid: draft.id, variantid: null, quantity: 1 },
        { productid: archived.id, variantid: null, quantity: 1 },
        { productid: theirs.id, variantid: null, quantity: 1 },
        { productid: shirt.id, variantid: otherShirt.variants[0]?.id ?? null, quantity: 1 },
      ]),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({
      error: orderMessages.productUnavailable,
      details: Object.fromEntries(
        [1, 2, 3, 4].map((i) => [`items.${i}`, [orderMessages.productUnavailable]]),
      ),
    });

    const unchosen = await send(
      checkoutBody([ok, { productid: shirt.id, variantid: null, quantity: 1 }]),
    );
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json()).toEqual({
      error: orderMessages.variantRequired,
      details: { 'items.1': [orderMessages.variantRequired] },
    });

    const empty = await send(checkoutBody([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.items).toEqual([orderMessages.cartEmpty]);
    for (const quantity of [0, 1.5, 101, -1]) {
      const bad = await send(checkoutBody([{ ...ok, quantity }]));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details['items.0.quantity']).toEqual([orderMessages.quantityInvalid]);
    }
    const nul = await send(checkoutBody([ok], { name: 'Chi\u0000oma' }));
    expect(nul.statusCode).toBe(400);
    const noBank = await send(checkoutBody([ok], { bank: '232' }));
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json()).toEqual({
      error: messages.bankNotAvailable,
      details: { bank: [messages.bankNotAvailable] },
    });
    const unknown = await checkout(app, 'no-such-store-here', checkoutBody([ok]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: serverErrors.notFound });

    expect(await storeState(owner)).toEqual(before);
    expect(await stockOf(active.id)).toEqual({ stock: 5, variants: [] });
  });

  it('answers 409 naming the lines there is not enough of, and changes nothing', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const shirt = await withVariants(owner);
    const before = await storeState(owner);
    const response = await checkout(
      app,
      slugOf(owner),
      checkoutBody([
        { productid: product.id, variantid: null, quantity: 3 },
        { productid: shirt.id, variantid: shirt.variants[1]?.id ?? null, quantity: 2 },
        { productid: product.id, variantid: null, quantity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: orderMessages.notEnoughStock,
      details: {
        'items.0': [orderMessages.notEnoughStock],
        'items.2': [orderMessages.notEnoughStock],
      },
    });
    expect(await storeState(owner)).toEqual(before);
    expect(await stockOf(product.id)).toEqual({ stock: 5, variants: [] });
    expect(await stockOf(shirt.id)).toEqual({ stock: 5, variants: [3, 2] });
    const ordered = [...(await movementsOf(product.id)), ...(await movementsOf(shirt.id))].filter(
      (movement) => movement.reason === 'ordered',
    );
    expect(ordered).toEqual([]);
  });
});
