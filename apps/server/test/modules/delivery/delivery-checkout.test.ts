import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontDeliveryEndpoint } from '@olivia/contracts/delivery-zone-endpoints';
import { cartPriceEndpoint, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { CartPrice } from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { CheckoutRequest } from '@olivia/contracts/storefront';
import { createProduct } from '../../helpers/catalog';
import {
  checkout,
  checkoutBody,
  orderRow,
  placeOrder,
  publicOrder,
  setDeliveryFee,
  slugOf,
  stockOf,
} from '../../helpers/checkout';
import { createZone, insertBranch } from '../../helpers/delivery';
import { signUp, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A store with a ₦10,000 wrap, a ₦700 flat fee, and its zones as given. */
async function shop(currency: 'NGN' | 'GBP' = 'NGN') {
  const owner = await signUp(app, { currency });
  await setDeliveryFee(owner, 700_00n);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 10_000, stock: 50 });
  const line = (quantity: number) => ({ productid: wrap.id, variantid: null, quantity });
  return { owner, wrap, line };
}

const price = async (owner: SignedIn, body: object) => {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(cartPriceEndpoint, { slug: slugOf(owner) }),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartPrice>();
};

const order = (owner: SignedIn, items: CheckoutRequest['items'], more: Partial<CheckoutRequest>) =>
  checkout(app, slugOf(owner), checkoutBody(items, more));

describe('a checkout priced by delivery zones', () => {
  it('keeps the flat fee for a store without zones', async () => {
    const { owner, line } = await shop();
    const { order: placed } = await placeOrder(app, owner, [line(1)], { state: 'Kano' });
    expect(placed.deliveryfee).toBe(700);
    expect(placed.delivery).toMatchObject({ fulfilment: 'delivery', state: 'Kano', zone: '' });
  });

  it('prices by the LGA zone before its state, and records where and which zone', async () => {
    const { owner, line } = await shop();
    await createZone(app, owner, { name: 'Lagos', regions: ['Lagos'], fee: 2500 });
    const ikeja = await createZone(app, owner, {
      name: 'Ikeja',
      regions: ['Lagos/Ikeja'],
      fee: 1000,
      priority: 5,
    });
    const quoted = await price(owner, { items: [line(1)], state: 'lagos', lga: 'Ikeja' });
    expect(quoted).toMatchObject({ deliveryfee: 1000, total: 11_000 });
    expect(quoted.delivery).toMatchObject({ zonename: 'Ikeja', status: '' });

    const { order: placed, token } = await placeOrder(app, owner, [line(1)], {
      state: 'Lagos',
      lga: 'Ikeja',
    });
    expect(placed).toMatchObject({ deliveryfee: 1000, total: 11_000 });
    expect(placed.delivery).toMatchObject({ state: 'Lagos', lga: 'Ikeja', zone: 'Ikeja' });
    const row = await orderRow(placed.id);
    expect(row).toMatchObject({ deliveryZoneId: ikeja.id, state: 'Lagos', fulfilment: 'delivery' });
    const seen = await publicOrder(app, placed.id, token);
    expect(seen.json().delivery.zone).toBe('Ikeja');
    const detail = await app.inject({
      url: endpointUrl(orderEndpoints.get, { id: placed.id }),
      headers: owner.headers,
    });
    expect(detail.json().delivery).toMatchObject({ zone: 'Ikeja', lga: 'Ikeja' });

    const epe = await placeOrder(app, owner, [line(1)], { state: 'Lagos', lga: 'Epe' });
    expect(epe.order.deliveryfee).toBe(2500);
  });

  it('refuses a region no zone delivers to, and an order under the minimum: no order, no stock taken', async () => {
    const { owner, wrap, line } = await shop();
    await createZone(app, owner, { regions: ['Lagos'], fee: 1500, minorder: 25_000 });
    const kano = await order(owner, [line(3)], { state: 'Kano' });
    expect(kano.statusCode).toBe(400);
    expect(kano.json()).toMatchObject({
      error: deliveryMessages.noZoneDelivers,
      details: { state: [deliveryMessages.noZoneDelivers] },
    });
    const none = await order(owner, [line(3)], {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details.state).toEqual([messages.stateInvalid]);
    const small = await order(owner, [line(2)], { state: 'Lagos' });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toBe(deliveryMessages.belowZoneMinimum);
    expect((await stockOf(wrap.id)).stock).toBe(50);
    const quoted = await price(owner, { items: [line(1)], state: 'Kano' });
    expect(quoted.delivery).toMatchObject({
      status: deliveryMessages.noZoneDelivers,
      field: 'state',
    });
  });

  it('waives the fee from free_above on the subtotal after discounts, and a free-delivery discount takes the zone fee', async () => {
    const { owner, line } = await shop();
    await createZone(app, owner, { regions: ['Lagos'], fee: 2000, freeabove: 30_000 });
    expect((await price(owner, { items: [line(3)], state: 'Lagos' })).deliveryfee).toBe(0);
    const discount = await app.inject({
      method: 'POST',
      url: endpointUrl(discountEndpoints.create),
      headers: owner.headers,
      payload: { name: '10% off', kind: 'percentage', value: 10, combinable: true },
    });
    expect(discount.statusCode, discount.body).toBe(201);
    // ₦30,000 less 10% is ₦27,000: under ₦30,000, the fee comes back.
    const after = await price(owner, { items: [line(3)], state: 'Lagos' });
    expect(after).toMatchObject({ subtotal: 30_000, deliveryfee: 2000, discount: 3000 });
    const free = await app.inject({
      method: 'POST',
      url: endpointUrl(discountEndpoints.create),
      headers: owner.headers,
      payload: { name: 'Free delivery', kind: 'free_delivery', combinable: true },
    });
    expect(free.statusCode, free.body).toBe(201);
    const { order: placed } = await placeOrder(app, owner, [line(1)], { state: 'Lagos' });
    expect(placed).toMatchObject({ deliveryfee: 2000, discount: 1000 + 2000, total: 9000 });
  });

  it('asks for one of the windows a zone offers', async () => {
    const { owner, line } = await shop();
    await createZone(app, owner, {
      regions: ['Lagos'],
      days: [0, 1, 2, 3, 4, 5, 6],
      slots: [
        { from: '00:00', to: '23:59' },
        { from: '23:58', to: '23:59' },
      ],
    });
    const quoted = await price(owner, { items: [line(1)], state: 'Lagos' });
    expect(quoted.delivery.slots.length).toBeGreaterThan(0);
    expect(quoted.delivery.status).toBe('');
    const missing = await order(owner, [line(1)], { state: 'Lagos' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.slot).toEqual([deliveryMessages.deliverySlotUnavailable]);
    const made = await order(owner, [line(1)], { state: 'Lagos', slot: '1999-01-01 09:00-12:00' });
    expect(made.statusCode).toBe(400);
    const slot = quoted.delivery.slots.at(-1)?.value ?? '';
    const { order: placed } = await placeOrder(app, owner, [line(1)], { state: 'Lagos', slot });
    expect(placed.delivery.slot).toBe(slot);
  });

  it('prices a GBP store by postcode district before area', async () => {
    const { owner, line } = await shop('GBP');
    await createZone(app, owner, { country: 'GB', name: 'London SW', regions: ['SW'], fee: 6 });
    await createZone(app, owner, { country: 'GB', name: 'Westminster', regions: ['SW1A'], fee: 3 });
    const quoted = await price(owner, { items: [line(1)], postcode: 'sw1a1aa' });
    expect(quoted.delivery.zonename).toBe('Westminster');
    const bad = await price(owner, { items: [line(1)], postcode: 'nonsense' });
    expect(bad.delivery).toMatchObject({ status: messages.postcodeInvalid, field: 'postcode' });
    const far = await price(owner, { items: [line(1)], postcode: 'M1 1AE' });
    expect(far.delivery).toMatchObject({
      status: deliveryMessages.noZoneDelivers,
      field: 'postcode',
    });
  });
});

describe('pickup at a branch', () => {
  it('lists pickup branches publicly, and a pickup order has no fee and no zone', async () => {
    const { owner, line } = await shop();
    await createZone(app, owner, { regions: ['Lagos'], fee: 1500 });
    const yaba = await insertBranch(owner, { name: 'Yaba shop' });
    await insertBranch(owner, { name: 'Warehouse', pickup: false });
    await insertBranch(owner, { name: 'Closed', active: false });
    const asked = await app.inject({
      url: endpointUrl(storefrontDeliveryEndpoint, { slug: slugOf(owner) }),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ country: 'NG', zoned: true });
    expect(asked.json().pickup.map((p: { name: string }) => p.name)).toEqual(['Yaba shop']);

    const { order: placed } = await placeOrder(app, owner, [line(1)], {
      fulfilment: 'pickup',
      branchid: yaba.id,
    });
    expect(placed).toMatchObject({ deliveryfee: 0, total: 10_000 });
    expect(placed.delivery).toMatchObject({ fulfilment: 'pickup', zone: '' });
    expect(placed.delivery.pickup).toContain('Yaba shop');
    expect(await orderRow(placed.id)).toMatchObject({ branchId: yaba.id, deliveryZoneId: null });
  });

  it("refuses a branch without pickup, an inactive one and another store's", async () => {
    const { owner, line } = await shop();
    const other = await shop();
    const theirs = await insertBranch(other.owner);
    const warehouse = await insertBranch(owner, { pickup: false });
    const closed = await insertBranch(owner, { active: false });
    for (const branchid of [theirs.id, warehouse.id, closed.id, null]) {
      const refused = await order(owner, [line(1)], { fulfilment: 'pickup', branchid });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.branchid).toEqual([deliveryMessages.pickupPointNotFound]);
    }
  });
});

describe("the storefront's LGA suggestions", () => {
  it('names the LGAs of active zones by state, each once however spelt; none of inactive zones', async () => {
    const { owner } = await shop();
    await createZone(app, owner, {
      name: 'Mainland',
      regions: ['Lagos/Ikeja', 'Lagos/Eti-Osa', 'Oyo'],
      fee: 1500,
    });
    await createZone(app, owner, {
      name: 'Island',
      regions: ['Lagos/eti osa', 'Rivers/Obio/Akpor'],
      fee: 2500,
    });
    await createZone(app, owner, {
      name: 'North',
      regions: ['Kano/Nassarawa'],
      fee: 900,
      active: false,
    });
    const asked = await app.inject({
      url: endpointUrl(storefrontDeliveryEndpoint, { slug: slugOf(owner) }),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().lgas).toEqual({ Lagos: ['Eti-Osa', 'Ikeja'], Rivers: ['Obio/Akpor'] });
  });
});
