import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@olivia/contracts/messages';
import { cardMessages } from '@olivia/contracts/card-messages';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { ORDER_TOKEN_HEADER, type PublicOrder } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { cardFee } from '../../../src/modules/card-payments/card-fee';
import { createProduct } from '../../helpers/catalog';
import {
  checkout,
  checkoutBody,
  orderRow,
  publicOrder,
  slugOf,
  stockOf,
} from '../../helpers/checkout';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cardForm = (number: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ number, expiry: '09/30' }).toString(),
  remoteAddress: uniqueAddress(),
});

/** A card checkout of 2 × ₦12,000: answers the order, its secret and its card page. */
async function cardOrder(owner: SignedIn) {
  const product = await createProduct(app, owner, { price: 12_000, stock: 5 });
  const response = await checkout(
    app,
    slugOf(owner),
    checkoutBody([{ productid: product.id, variantid: null, quantity: 2 }], {
      method: 'card',
      bank: '',
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const { order, token } = response.json<{ order: PublicOrder; token: string }>();
  return { order, token, product };
}

describe('a storefront order paid by card', () => {
  it("opens the card page, and the customer's return finds it paid, credited less the card fee", async () => {
    const owner = await signUp(app);
    const { order, token, product } = await cardOrder(owner);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentmethod: 'card',
      payment: null,
      cardfailure: '',
    });
    expect(order.checkouturl).toMatch(/^\/sandbox-card\/ord_/);
    expect((await stockOf(product.id)).stock).toBe(3);
    const paid = await app.inject({ url: order.checkouturl, ...cardForm('4084084084084081') });
    expect(paid.headers.location).toBe(
      `http://olivia.test/store/${slugOf(owner)}/orders/${order.id}`,
    );
    const back = (await publicOrder(app, order.id, token)).json<PublicOrder>();
    expect(back).toMatchObject({ orderStatus: 'paid', paymentstate: 'paid', checkouturl: '' });
    expect(await walletBalance(owner.body.systemid)).toBe(24_000_00n - cardFee(24_000_00n, 'NGN'));
    expect((await orderRow(order.id)).amountPaid).toBe(24_000_00n);
  });

  it('shows why a declined card failed, and the order waits for its expiry', async () => {
    const owner = await signUp(app);
    const { order, token } = await cardOrder(owner);
    await app.inject({ url: order.checkouturl, ...cardForm('4000000000009995') });
    const back = (await publicOrder(app, order.id, token)).json<PublicOrder>();
    expect(back).toMatchObject({
      orderStatus: 'pending',
      cardfailure: 'Insufficient Funds',
      checkouturl: '',
    });
    expect(await walletBalance(owner.body.systemid)).toBe(0n);
  });

  it('opens a new card page after a refused card, once, and the second card pays the order', async () => {
    const owner = await signUp(app);
    const { order, token, product } = await cardOrder(owner);
    const retry = (secret: string) =>
      app.inject({
        method: 'POST',
        url: endpointUrl(storefrontEndpoints.retryCard, { id: order.id }),
        headers: { [ORDER_TOKEN_HEADER]: secret },
        remoteAddress: uniqueAddress(),
      });
    // Nothing to retry while the first page is open.
    expect((await retry(token)).json()).toEqual({ error: cardMessages.cardRetryNotPossible });
    await app.inject({ url: order.checkouturl, ...cardForm('4000000000000002') });
    await publicOrder(app, order.id, token);
    expect((await retry('not-the-secret')).statusCode).toBe(404);
    const [first, second] = await Promise.all([retry(token), retry(token)]);
    const again = first?.json<PublicOrder>();
    expect(again?.checkouturl).toMatch(/^\/sandbox-card\/ord_/);
    expect(again?.checkouturl).not.toBe(order.checkouturl);
    // Two tries at once leave one page.
    expect(second?.json<PublicOrder>().checkouturl).toBe(again?.checkouturl);
    await app.inject({ url: again?.checkouturl ?? '', ...cardForm('4084084084084081') });
    const paid = (await publicOrder(app, order.id, token)).json<PublicOrder>();
    expect(paid).toMatchObject({ orderStatus: 'paid', cardfailure: '', checkouturl: '' });
    // The stock was taken once, when the order was placed.
    expect((await stockOf(product.id)).stock).toBe(3);
    expect(await walletBalance(owner.body.systemid)).toBe(24_000_00n - cardFee(24_000_00n, 'NGN'));
    expect((await retry(token)).statusCode).toBe(409);
  });

  it('needs a bank for a transfer, and none for a card', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 1_000, stock: 5 });
    const items = [{ productid: product.id, variantid: null, quantity: 1 }];
    const noBank = await checkout(app, slugOf(owner), checkoutBody(items, { bank: '' }));
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().details).toEqual({ bank: [messages.required] });
    expect((await stockOf(product.id)).stock).toBe(5);
  });
});
