import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { expireNow } from '../../helpers/checkout';
import { signUp } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { promotionCalls } from './promotion-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const calls = promotionCalls(() => app);
const { discount, code, createPromotion, promotion, updatePromotion, read, shop, buy } = calls;
const HOUR = 3_600_000;

describeResourceCases({
  name: 'promotions',
  app: () => app,
  endpoints: promotionEndpoints,
  validBody: () => ({ name: 'December sale', budget: 50_000 }),
  invalidBody: {
    body: { name: ' ', budget: -5, startsat: 'tomorrow' },
    fields: ['name', 'budget', 'startsat'],
  },
  updateBody: { action: 'pause' },
  make: async (owner) => (await promotion(owner, { name: 'Easter' })).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

describe('promotions', () => {
  it('group the store’s discounts, pause, resume and end (final), each logged', async () => {
    const { owner } = await shop();
    const sale = await discount(owner, { name: 'Ten off', kind: 'percentage', value: 10 });
    const made = await promotion(owner, {
      name: 'December sale',
      budget: 20_000,
      discountids: [sale.id],
    });
    expect(made).toMatchObject({
      state: 'active',
      budget: 20_000,
      spent: 0,
      remaining: 20_000,
      orders: 0,
      revenue: 0,
      endedreason: '',
      discounts: [{ id: sale.id, name: 'Ten off', method: 'automatic' }],
    });
    const paused = await updatePromotion(owner, made.id, { action: 'pause' });
    expect(paused.json()).toMatchObject({ state: 'paused' });
    const resumed = await updatePromotion(owner, made.id, { action: 'resume' });
    expect(resumed.json()).toMatchObject({ state: 'active' });
    const again = await updatePromotion(owner, made.id, { action: 'resume' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: discountMessages.promotionNotPaused });
    const ended = await updatePromotion(owner, made.id, { action: 'end' });
    expect(ended.json()).toMatchObject({ state: 'ended', endedreason: 'manual' });
    expect((await updatePromotion(owner, made.id, { action: 'resume' })).statusCode).toBe(409);
    const actions = (await auditOf(made.id)).map((row) => row.action);
    expect(actions).toEqual([
      'promotion.created',
      'promotion.paused',
      'promotion.resumed',
      'promotion.ended',
    ]);
  });

  it('refuse another store’s discount, and a used discount moving in or out', async () => {
    const { owner, line } = await shop();
    const other = await signUp(app);
    const theirs = await discount(other, { name: 'Theirs', kind: 'percentage', value: 5 });
    const refused = await createPromotion(owner, { name: 'Mine', discountids: [theirs.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      discountids: [discountMessages.promotionDiscountNotFound],
    });

    const used = await discount(owner, { name: 'Used', kind: 'percentage', value: 5 });
    expect((await buy(owner, [line(1)])).statusCode).toBe(201);
    const moving = await createPromotion(owner, { name: 'Later', discountids: [used.id] });
    expect(moving.statusCode).toBe(400);
    expect(moving.json().details).toEqual({
      discountids: [discountMessages.promotionDiscountUsed],
    });
  });

  it('give nothing at checkout while paused, not started or past their end', async () => {
    const { owner, line } = await shop();
    const sale = await discount(owner, { name: 'Ten off', kind: 'percentage', value: 10 });
    const vip = await discount(owner, { name: 'VIP', kind: 'fixed', value: 500, method: 'code' });
    await code(owner, vip.id, 'PROMO500');
    const made = await promotion(owner, { name: 'Sale', discountids: [sale.id, vip.id] });
    const discountOf = async (extra: object = {}) => {
      const response = await buy(owner, [line(1)], extra);
      return { status: response.statusCode, body: response.json() };
    };
    expect((await discountOf()).body.order.discount).toBe(1_000);

    await updatePromotion(owner, made.id, { action: 'pause' });
    expect((await discountOf()).body.order.discount).toBe(0);
    const code400 = await discountOf({ code: 'PROMO500' });
    expect(code400.status).toBe(400);
    expect(code400.body.details).toEqual({ code: [discountMessages.couponNotValid] });

    await updatePromotion(owner, made.id, {
      action: 'resume',
      startsat: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await read(owner, made.id)).state).toBe('scheduled');
    expect((await discountOf()).body.order.discount).toBe(0);

    await updatePromotion(owner, made.id, {
      startsat: new Date(Date.now() - 2 * HOUR).toISOString(),
      endsat: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(await read(owner, made.id)).toMatchObject({ state: 'ended', endedreason: 'date' });
    expect((await discountOf()).body.order.discount).toBe(0);
  });

  it('move their figures with each order, end by themselves when the budget is spent (the last order capped), and take an expired order’s spend back', async () => {
    const { owner, line } = await shop();
    const sale = await discount(owner, { name: 'Ten off', kind: 'percentage', value: 10 });
    // ₦2,500: two orders of ₦1,000 off, then a third gets the ₦500 left.
    const made = await promotion(owner, { name: 'Sale', budget: 2_500, discountids: [sale.id] });
    const orders: CheckoutResponse['order'][] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await buy(owner, [line(1)]);
      expect(response.statusCode, response.body).toBe(201);
      orders.push(response.json<CheckoutResponse>().order);
    }
    expect(orders.map((order) => order.discount)).toEqual([1_000, 1_000, 500]);
    expect(await read(owner, made.id)).toMatchObject({
      state: 'ended',
      endedreason: 'budget',
      spent: 2_500,
      remaining: 0,
      orders: 3,
      revenue: orders.reduce((sum, order) => sum + order.total, 0),
    });
    const after = await buy(owner, [line(1)]);
    expect(after.json<CheckoutResponse>().order.discount).toBe(0);

    // The capped order is never paid: its ₦500 comes back and the promotion runs again.
    const last = orders[2];
    if (!last) throw new Error('no third order');
    await expireNow(last.id);
    await app.releaseExpiredOrders();
    expect(await read(owner, made.id)).toMatchObject({
      state: 'active',
      endedreason: '',
      spent: 2_000,
      orders: 2,
      revenue: (orders[0]?.total ?? 0) + (orders[1]?.total ?? 0),
    });
  });

  it('is deleted only before it priced an order', async () => {
    const { owner, line } = await shop();
    const sale = await discount(owner, { name: 'Five off', kind: 'percentage', value: 5 });
    const made = await promotion(owner, { name: 'Sale', discountids: [sale.id] });
    expect((await buy(owner, [line(1)])).statusCode).toBe(201);
    const removed = await app.inject({
      method: 'DELETE',
      url: endpointUrl(promotionEndpoints.remove, { id: made.id }),
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ error: discountMessages.promotionUsedCannotDelete });
  });
});
