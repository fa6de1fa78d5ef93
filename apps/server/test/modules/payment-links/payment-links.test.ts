import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { PaymentLinkList } from '@olivia/contracts/payment-links';
import { signUp, type SignedIn } from '../../helpers/factories';
import { createLink, getLink, newLink, startedPayment } from '../../helpers/payment-links';
import { describeResourceCases } from '../../helpers/resource-cases';
import { payAccount } from '../../helpers/checkout';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'payment links',
  app: () => app,
  endpoints: paymentLinkEndpoints,
  validBody: () => newLink(),
  invalidBody: {
    body: {
      name: ' ',
      amounttype: 'fixed',
      slug: 'No Spaces',
      redirecturl: 'http://insecure.example',
      customfields: [1, 2, 3, 4].map((n) => ({ label: `F${n}`, kind: 'text' })),
    },
    fields: ['name', 'slug', 'redirecturl', 'customfields'],
  },
  updateBody: { active: false },
  make: async (owner) => (await createLink(app, owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

const send = (owner: SignedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
const create = (owner: SignedIn, payload: object) =>
  send(owner, 'POST', endpointUrl(paymentLinkEndpoints.create), payload);
const update = (owner: SignedIn, id: string, payload: object) =>
  send(owner, 'PUT', endpointUrl(paymentLinkEndpoints.update, { id }), payload);
const remove = (owner: SignedIn, id: string) =>
  send(owner, 'DELETE', endpointUrl(paymentLinkEndpoints.remove, { id }));
const list = async (owner: SignedIn, query: Record<string, string> = {}) => {
  const response = await app.inject({
    url: endpointUrl(paymentLinkEndpoints.list),
    query,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentLinkList>();
};

describe('a payment link', () => {
  it("takes the store's currency, a slug made from its name, and its page's address", async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { name: 'Ankara Workshop — March!' });
    expect(link).toMatchObject({
      currency: 'NGN',
      amounttype: 'fixed',
      amount: 5000,
      minimumamount: 5000,
      state: 'active',
      views: 0,
      attempts: 0,
      payments: 0,
      revenue: 0,
    });
    expect(link.slug).toMatch(/^ankara-workshop-march-[a-z0-9]{6}$/);
    expect(link.url).toMatch(new RegExp(`/pay/${link.slug}$`));
    expect(await auditOf(link.id)).toEqual([
      expect.objectContaining({ action: 'payment_link.created' }),
    ]);
  });

  it('refuses an amount below the least payment, and raises a chosen minimum to it', async () => {
    const owner = await signUp(app);
    const low = await create(owner, newLink({ amount: 50 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      error: paymentLinkMessages.amountBelowMinimum,
      details: { amount: [paymentLinkMessages.amountBelowMinimum] },
    });
    const noAmount = await create(owner, newLink({ amount: null }));
    expect(noAmount.json().details).toEqual({ amount: [paymentLinkMessages.linkAmountRequired] });
    const chosen = await createLink(app, owner, { amounttype: 'payer', minimumamount: 10 });
    expect(chosen).toMatchObject({ amount: null, minimumamount: 100 });
    expect((await list(owner)).total).toBe(1);
  });

  it('has an address nobody else has: 409 on create and update, one of two racing creates', async () => {
    const owner = await signUp(app);
    const slug = `gele-class-${Date.now()}`;
    await createLink(app, owner, { slug });
    const again = await create(await signUp(app), newLink({ slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: paymentLinkMessages.slugTaken,
      details: { slug: [paymentLinkMessages.slugTaken] },
    });
    const other = await createLink(app, owner);
    expect((await update(owner, other.id, { slug })).statusCode).toBe(409);
    const availability = await app.inject({
      url: endpointUrl(paymentLinkEndpoints.slugAvailability),
      query: { slug: slug.toUpperCase() },
      headers: owner.headers,
    });
    expect(availability.json()).toEqual({ slug, available: false });
    const raced = `race-${Date.now()}`;
    const answers = await Promise.all([
      create(owner, newLink({ slug: raced })),
      create(owner, newLink({ slug: raced })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('is deactivated and activated as its own audited change, and filtered by state', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner);
    await createLink(app, owner, { name: 'Still selling' });
    expect((await update(owner, link.id, { active: false })).json().state).toBe('inactive');
    expect((await list(owner, { state: 'inactive' })).content.map((l) => l.id)).toEqual([link.id]);
    expect((await list(owner, { state: 'active' })).total).toBe(1);
    expect((await update(owner, link.id, { active: true })).json().state).toBe('active');
    expect((await auditOf(link.id)).map((entry) => entry.action)).toEqual([
      'payment_link.created',
      'payment_link.deactivated',
      'payment_link.activated',
    ]);
    expect((await list(owner, { q: 'still sell' })).content.map((l) => l.name)).toEqual([
      'Still selling',
    ]);
  });

  it('once paid, keeps its address and cannot be deleted; unpaid it can', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amount: 2000 });
    const unpaid = await createLink(app, owner);
    const payment = await startedPayment(app, link.slug);
    await payAccount(app, payment.account?.accountnumber ?? '');
    const refused = await remove(owner, link.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: paymentLinkMessages.linkPaidCannotDelete });
    const moved = await update(owner, link.id, { slug: `moved-${Date.now()}` });
    expect(moved.statusCode).toBe(409);
    expect((await getLink(app, owner, link.id)).slug).toBe(link.slug);
    expect((await remove(owner, unpaid.id)).statusCode).toBe(200);
  });

  it('sorts by revenue and payments', async () => {
    const owner = await signUp(app);
    const small = await createLink(app, owner, { name: 'Small', amount: 1000 });
    const big = await createLink(app, owner, { name: 'Big', amount: 9000 });
    await createLink(app, owner, { name: 'Unpaid' });
    for (const link of [small, big]) {
      const payment = await startedPayment(app, link.slug);
      await payAccount(app, payment.account?.accountnumber ?? '');
    }
    const byRevenue = await list(owner, { sort: 'revenue', order: 'desc' });
    expect(byRevenue.content.map((l) => [l.name, l.revenue, l.payments])).toEqual([
      ['Big', 9000, 1],
      ['Small', 1000, 1],
      ['Unpaid', 0, 0],
    ]);
  });
});
