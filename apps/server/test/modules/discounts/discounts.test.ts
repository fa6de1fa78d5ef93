import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartPriceEndpoint,
  couponEndpoints,
  discountEndpoints,
} from '@olivia/contracts/discount-endpoints';
import type {
  CartPrice,
  Coupon,
  Discount,
  DiscountList,
  DiscountRequest,
} from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { createProduct } from '../../helpers/catalog';
import { checkout, checkoutBody, expireNow, setDeliveryFee, slugOf } from '../../helpers/checkout';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const createDiscount = (headers: Headers, body: DiscountRequest) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(discountEndpoints.create),
    headers,
    payload: body,
  });

async function discount(owner: SignedIn, body: DiscountRequest) {
  const response = await createDiscount(owner.headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Discount>();
}

async function coupon(owner: SignedIn, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(couponEndpoints.create),
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ coupons: Coupon[] }>().coupons;
}

/** A store with a ₦10,000 wrap (stock as given) and ₦1,500 delivery. */
async function shop(stock = 100) {
  const owner = await signUp(app);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 10_000, stock });
  const line = (quantity = 1) => ({ productid: wrap.id, variantid: null, quantity });
  return { owner, wrap, line };
}

const buy = (owner: SignedIn, items: object[], extra: object = {}) =>
  checkout(
    app,
    slugOf(owner),
    checkoutBody(items as never, { method: 'card', bank: '', ...extra }),
  );

describe('discounts', () => {
  it('are made, listed by state, changed and removed while unused; logged; never another store’s', async () => {
    const { owner } = await shop();
    const sale = await discount(owner, { name: 'December sale', kind: 'percentage', value: 10 });
    expect(sale).toMatchObject({
      state: 'active',
      value: 10,
      method: 'automatic',
      combinable: false,
    });
    const later = await discount(owner, {
      name: 'New year',
      kind: 'fixed',
      value: 1_000,
      startsat: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.state).toBe('scheduled');
    const list = await app.inject({
      url: endpointUrl(discountEndpoints.list),
      query: { state: 'active' },
      headers: owner.headers,
    });
    expect(list.json<DiscountList>().content.map((d) => d.name)).toEqual(['December sale']);

    const changed = await app.inject({
      method: 'PUT',
      url: endpointUrl(discountEndpoints.update, { id: sale.id }),
      headers: owner.headers,
      payload: { value: 15, combinable: true },
    });
    expect(changed.json<Discount>()).toMatchObject({ value: 15, combinable: true });
    const other = await signUp(app);
    const foreign = await app.inject({
      method: 'PUT',
      url: endpointUrl(discountEndpoints.update, { id: sale.id }),
      headers: other.headers,
      payload: { value: 90 },
    });
    expect(foreign.statusCode).toBe(404);
    const clerk = await staffHeaders(app, owner);
    const removed = await app.inject({
      method: 'DELETE',
      url: endpointUrl(discountEndpoints.remove, { id: later.id }),
      headers: clerk,
    });
    expect(removed.statusCode).toBe(200);
    expect((await auditOf(sale.id)).map((e) => e.action)).toEqual([
      'discount.created',
      'discount.updated',
    ]);
  });

  it('refuse bad input whole', async () => {
    const { owner } = await shop();
    const other = await shop();
    const cases: [DiscountRequest, Record<string, string[]>][] = [
      [
        { name: 'x', kind: 'percentage', value: 150 },
        { value: [discountMessages.discountValueInvalid] },
      ],
      [{ name: 'x', kind: 'fixed', value: 0 }, { value: [discountMessages.discountValueInvalid] }],
      [
        { name: 'x', kind: 'percentage', value: 10, appliesto: 'products' },
        { targetids: [discountMessages.discountTargetsRequired] },
      ],
      [
        { name: 'x', kind: 'bxgy', value: 100, buyquantity: 2 },
        { getquantity: [messages.wholeNumberRequired] },
      ],
      [
        {
          name: 'x',
          kind: 'free_delivery',
          startsat: '2026-12-10T00:00:00Z',
          endsat: '2026-12-01T00:00:00Z',
        },
        { endsat: [discountMessages.discountEndsBeforeStart] },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await createDiscount(owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details).toEqual(details);
    }
    const foreign = await createDiscount(owner.headers, {
      name: 'Theirs',
      kind: 'percentage',
      value: 10,
      appliesto: 'products',
      targetids: [other.wrap.id],
    });
    expect(foreign.statusCode).toBe(400);
    const list = await app.inject({
      url: endpointUrl(discountEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json<DiscountList>().total).toBe(0);
  });
});

describe('a checkout with discounts', () => {
  it('gets the automatic ones the server prices, shown line by line before paying', async () => {
    const { owner, line } = await shop();
    await setDeliveryFee(owner, 1_500_00n);
    await discount(owner, { name: '10% off', kind: 'percentage', value: 10, combinable: true });
    await discount(owner, { name: 'Free delivery', kind: 'free_delivery', combinable: true });
    const price = await app.inject({
      method: 'POST',
      url: endpointUrl(cartPriceEndpoint, { slug: slugOf(owner) }),
      payload: { items: [line(2)] },
    });
    expect(price.statusCode, price.body).toBe(200);
    const priced = price.json<CartPrice>();
    expect(priced).toMatchObject({
      subtotal: 20_000,
      discount: 2_000 + priced.deliveryfee,
      codestatus: '',
    });
    expect(priced.lines[0]?.saving).toBe(2_000);
    expect(priced.discounts.map((d) => d.name)).toEqual(['10% off', 'Free delivery']);

    const placed = await buy(owner, [line(2)]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<CheckoutResponse>().order).toMatchObject({
      subtotal: 20_000,
      discount: priced.discount,
      total: priced.total,
    });
  });

  it('applies a code once per single-use code, refuses a bad one, and gives the use back when the order expires', async () => {
    const { owner, line } = await shop();
    const vip = await discount(owner, { name: 'VIP', kind: 'fixed', value: 2_500, method: 'code' });
    const [code] = await coupon(owner, { discountid: vip.id, code: 'vip-ada', usagelimit: 1 });
    expect(code?.code).toBe('VIP-ADA');

    const bad = await buy(owner, [line(1)], { code: 'NOPE123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ code: [discountMessages.couponNotValid] });

    const first = await buy(owner, [line(1)], { code: 'vip-ada' });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<CheckoutResponse>().order;
    expect(order).toMatchObject({ discount: 2_500 });
    const second = await buy(owner, [line(1)], { code: 'VIP-ADA' });
    expect(second.statusCode).toBe(400);
    expect(second.json().details).toEqual({ code: [discountMessages.couponUsedUp] });

    // The first order is never paid: its code comes back with its stock.
    await expireNow(order.id);
    await app.releaseExpiredOrders();
    const again = await buy(owner, [line(1)], { code: 'VIP-ADA' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps a per-customer limit by e-mail', async () => {
    const { owner, line } = await shop();
    const welcome = await discount(owner, {
      name: 'Welcome',
      kind: 'percentage',
      value: 5,
      method: 'code',
    });
    await coupon(owner, { discountid: welcome.id, code: 'WELCOME5', percustomerlimit: 1 });
    const email = uniqueEmail('repeat');
    expect((await buy(owner, [line(1)], { code: 'WELCOME5', email })).statusCode).toBe(201);
    const twice = await buy(owner, [line(1)], { code: 'WELCOME5', email });
    expect(twice.json().details).toEqual({ code: [discountMessages.couponCustomerLimit] });
    expect((await buy(owner, [line(1)], { code: 'WELCOME5' })).statusCode).toBe(201);
  });

  it('lets exactly one of 50 parallel checkouts use a single-use code, and exactly 10 a code of 10', async () => {
    const { owner, line } = await shop(1_000);
    const gift = await discount(owner, {
      name: 'Gift',
      kind: 'fixed',
      value: 1_000,
      method: 'code',
    });
    await coupon(owner, { discountid: gift.id, code: 'ONLYONE', usagelimit: 1 });
    await coupon(owner, { discountid: gift.id, code: 'TENOFF', usagelimit: 10 });
    const race = (code: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => buy(owner, [line(1)], { code })));
    const one = (await race('ONLYONE', 50)).map((r) => r.statusCode);
    expect(one.filter((s) => s === 201)).toHaveLength(1);
    expect(one.filter((s) => s !== 201).every((s) => s === 400 || s === 409)).toBe(true);
    const ten = (await race('TENOFF', 25)).map((r) => r.statusCode);
    expect(ten.filter((s) => s === 201)).toHaveLength(10);
    const codes = await app.inject({
      url: endpointUrl(couponEndpoints.list),
      query: { q: 'TENOFF' },
      headers: owner.headers,
    });
    expect(codes.json<{ content: Coupon[] }>().content[0]).toMatchObject({ used: 10 });
  });

  it('makes a batch of unique codes with a prefix for a code discount only', async () => {
    const { owner } = await shop();
    const auto = await discount(owner, { name: 'Auto', kind: 'percentage', value: 5 });
    const refused = await app.inject({
      method: 'POST',
      url: endpointUrl(couponEndpoints.create),
      headers: owner.headers,
      payload: { discountid: auto.id, count: 3 },
    });
    expect(refused.statusCode).toBe(400);
    const byCode = await discount(owner, {
      name: 'Influencers',
      kind: 'percentage',
      value: 5,
      method: 'code',
    });
    const batch = await coupon(owner, {
      discountid: byCode.id,
      prefix: 'IG',
      count: 25,
      usagelimit: 5,
    });
    expect(batch).toHaveLength(25);
    expect(new Set(batch.map((c) => c.code)).size).toBe(25);
    expect(batch.every((c) => /^IG[A-Z2-9]{8}$/.test(c.code) && c.usagelimit === 5)).toBe(true);
    const taken = await app.inject({
      method: 'POST',
      url: endpointUrl(couponEndpoints.create),
      headers: owner.headers,
      payload: { discountid: byCode.id, code: batch[0]?.code },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: discountMessages.couponCodeTaken });
  });
});
