import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { Discount } from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { Invoice, InvoiceQuote, InvoiceRequest } from '@olivia/contracts/invoices';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { promotionCalls } from '../promotions/promotion-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { discount, promotion, read } = promotionCalls(() => app);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const call = (owner: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

async function coupon(owner: SignedIn, body: object) {
  const response = await call(owner, 'POST', endpointUrl(couponEndpoints.create), body);
  expect(response.statusCode, response.body).toBe(201);
}

const readDiscount = async (owner: SignedIn, id: string) =>
  (await call(owner, 'GET', endpointUrl(discountEndpoints.get, { id }))).json<Discount>();

/** A store selling a ₦10,000 wrap, with 20% off it (picked) and a 10%-off-all code, TENPC. */
async function store(limits: object = {}) {
  const owner = await signUp(app);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 10_000 });
  const wraps = await discount(owner, {
    name: 'Wraps 20',
    kind: 'percentage',
    value: 20,
    appliesto: 'products',
    targetids: [wrap.id],
    method: 'code',
  });
  const ten = await discount(owner, { name: 'Ten', kind: 'percentage', value: 10, method: 'code' });
  await coupon(owner, { discountid: ten.id, code: 'TENPC', ...limits });
  const body = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
    customername: 'Bola Ade',
    customeremail: uniqueEmail('bola'),
    lines: [
      { description: 'Adire wrap', productid: wrap.id, quantity: 2, unitprice: 10_000 },
      { description: 'Tailoring', quantity: 1, unitprice: 5_000 },
    ],
    taxrate: 7.5,
    duedate: inDays(14),
    ...overrides,
  });
  return { owner, wraps, ten, body };
}

const save = (owner: SignedIn, body: InvoiceRequest, id?: string) =>
  id
    ? call(owner, 'PUT', endpointUrl(invoiceEndpoints.update, { id }), body)
    : call(owner, 'POST', endpointUrl(invoiceEndpoints.create), body);

const detailsOf = (response: { json: () => { details?: Record<string, string[]> } }) =>
  response.json().details;

describe('a discount on an invoice', () => {
  it('is priced line by line into its totals, previewed first, logged, and given back when voided', async () => {
    const { owner, wraps, ten, body } = await store();
    const quote = await call(owner, 'POST', endpointUrl(invoiceEndpoints.quote), {
      ...body(),
      discountid: wraps.id,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<InvoiceQuote>()).toMatchObject({
      subtotal: 25_000,
      discount: 4_000,
      discountsaving: 4_000,
      discountname: 'Wraps 20',
      tax: 1_575,
      total: 22_575,
    });
    expect(quote.json<InvoiceQuote>().lines.map((line) => line.discount)).toEqual([4_000, 0]);
    expect(await readDiscount(owner, wraps.id)).toMatchObject({ timesused: 0 });

    const saved = await save(owner, body({ discountid: wraps.id, discount: 500 }));
    expect(saved.statusCode, saved.body).toBe(201);
    const invoice = saved.json<Invoice>();
    expect(invoice).toMatchObject({ discount: 4_500, discountsaving: 4_000, total: 22_037.5 });
    expect(await readDiscount(owner, wraps.id)).toMatchObject({
      timesused: 1,
      discountgiven: 4_000,
    });

    // Changed to the code: the first is given back, the code counted; both logged.
    const changed = await save(owner, body({ code: 'tenpc' }), invoice.id);
    expect(changed.json<Invoice>()).toMatchObject({ discount: 2_500, couponcode: 'TENPC' });
    expect(await readDiscount(owner, wraps.id)).toMatchObject({ timesused: 0, discountgiven: 0 });
    const actions = (await auditOf(invoice.id)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['invoice.discount_applied', 'invoice.discount_removed']),
    );

    const page = await call(owner, 'POST', endpointUrl(invoiceEndpoints.send, { id: invoice.id }));
    const publicPage = await app.inject({ url: `/i/${invoice.id}` });
    expect(publicPage.body).toContain('Discount (Ten)');
    expect(page.statusCode).toBe(200);
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 1, discountgiven: 2_500 });
    await call(owner, 'POST', endpointUrl(invoiceEndpoints.void, { id: invoice.id }));
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 0, discountgiven: 0 });
  });

  it('refuses a code or discount that does not apply, and another store’s discount (404)', async () => {
    const { owner, wraps, ten, body } = await store({ usagelimit: 1 });
    const bad = await save(owner, body({ code: 'NOPE' }));
    expect([bad.statusCode, detailsOf(bad)]).toEqual([
      400,
      { code: [discountMessages.couponNotValid] },
    ]);
    const noWrap = body({
      discountid: wraps.id,
      lines: [{ description: 'Tailoring', quantity: 1, unitprice: 5_000 }],
    });
    const off = await save(owner, noWrap);
    expect([off.statusCode, detailsOf(off)]).toEqual([
      400,
      { discountid: [discountMessages.discountNotApplicable] },
    ]);
    await call(owner, 'PUT', endpointUrl(discountEndpoints.update, { id: ten.id }), {
      active: false,
    });
    const inactive = await save(owner, body({ discountid: ten.id }));
    expect(detailsOf(inactive)).toEqual({ discountid: [discountMessages.discountNotActive] });
    await call(owner, 'PUT', endpointUrl(discountEndpoints.update, { id: ten.id }), {
      active: true,
    });
    expect((await save(owner, body({ code: 'TENPC' }))).statusCode).toBe(201);
    const used = await save(owner, body({ code: 'TENPC' }));
    expect(detailsOf(used)).toEqual({ code: [discountMessages.couponUsedUp] });

    const rival = await signUp(app);
    const theirs = await save(rival, body({ discountid: wraps.id }));
    expect(theirs.statusCode).toBe(404);
    const quoted = await call(rival, 'POST', endpointUrl(invoiceEndpoints.quote), {
      ...body(),
      discountid: wraps.id,
    });
    expect(quoted.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: endpointUrl(invoiceEndpoints.quote),
      payload: body(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts toward its promotion’s budget', async () => {
    const { owner, ten, body } = await store();
    const made = await promotion(owner, { name: 'Invoices', budget: 5_000, discountids: [ten.id] });
    expect((await save(owner, body({ code: 'TENPC' }))).statusCode).toBe(201);
    expect((await save(owner, body({ code: 'TENPC' }))).statusCode).toBe(201);
    expect(await read(owner, made.id)).toMatchObject({ spent: 5_000, orders: 2, state: 'ended' });
    const stopped = await save(owner, body({ code: 'TENPC' }));
    expect(detailsOf(stopped)).toEqual({ code: [discountMessages.couponNotValid] });
  });

  it('lets exactly one of 50 parallel invoices use a single-use code, and exactly 10 a code of 10', async () => {
    const { owner, ten, body } = await store({ usagelimit: 1 });
    await coupon(owner, { discountid: ten.id, code: 'TENOF10', usagelimit: 10 });
    const race = (code: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => save(owner, body({ code }))));
    const one = await race('TENPC', 50);
    expect(one.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      one.every(
        (r) => r.statusCode === 201 || detailsOf(r)?.code?.[0] === discountMessages.couponUsedUp,
      ),
    ).toBe(true);
    const ten10 = await race('TENOF10', 25);
    expect(ten10.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 11 });
  });
});
