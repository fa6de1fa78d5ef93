import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { cardMessages } from '@olivia/contracts/card-messages';
import type { SuccessRate } from '@olivia/contracts/success-rate';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { topUps } from '../../../src/db/schema/top-ups';
import { payAccount } from '../../helpers/checkout';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { createLink, startedPayment } from '../../helpers/payment-links';
import { buildTestApp, testDatabase } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function successRate(owner: SignedIn, from = daysAgo(6), to = today()) {
  return app.inject({
    url: endpointUrl(successRateEndpoints.get),
    query: { from, to },
    headers: owner.headers,
  });
}

const cardForm = (number: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ number, expiry: '09/30' }).toString(),
  remoteAddress: uniqueAddress(),
});

/** A card payment on `slug` with `number`, the payer back on the page (so it is verified). */
async function payByCard(slug: string, number: string | null) {
  const payment = await startedPayment(app, slug, { method: 'card' });
  if (number) await app.inject({ url: payment.checkouturl, ...cardForm(number) });
  else await app.inject({ url: `${payment.checkouturl}/cancel`, ...cardForm('') });
  await app.inject({ url: `/pay/${slug}/p/${payment.id}` });
}

describe('the success rate', () => {
  it('counts what customers attempted by transfer and card, and why the others failed', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amount: 3000 });
    for (let i = 0; i < 2; i += 1) {
      const paid = await startedPayment(app, link.slug);
      await payAccount(app, paid.account?.accountnumber ?? '');
    }
    const closed = await startedPayment(app, link.slug);
    const { db } = await testDatabase();
    await db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(topUps.reference, closed.reference));
    await startedPayment(app, link.slug); // still open: left out
    await payByCard(link.slug, '4084084084084081');
    await payByCard(link.slug, '4000000000000002');
    await payByCard(link.slug, '4000000000009995');
    await payByCard(link.slug, null);

    const response = await successRate(owner);
    expect(response.statusCode, response.body).toBe(200);
    const rate = response.json<SuccessRate>();
    expect(rate.overall).toEqual({
      attempted: 7,
      successful: 3,
      failed: 2,
      abandoned: 2,
      rate: 3 / 7,
    });
    expect(rate.channels).toEqual([
      { channel: 'transfer', attempted: 3, successful: 2, failed: 0, abandoned: 1, rate: 2 / 3 },
      { channel: 'card', attempted: 4, successful: 1, failed: 2, abandoned: 1, rate: 1 / 4 },
    ]);
    expect(rate.failures).toEqual({ customer: 3, bank: 1, system: 0 });
    expect(rate.reasons.map((r) => [r.reason, r.category, r.count])).toContainEqual([
      'Insufficient Funds',
      'customer',
      1,
    ]);
    expect(rate.days).toHaveLength(7);
    expect(rate.days.at(-1)).toMatchObject({ day: today(), attempted: 7 });
    expect(rate.previousdays).toHaveLength(7);
    expect(rate.previous.attempted).toBe(0);
    expect(rate.previousto).toBe(daysAgo(7));
    expect(rate.banks.map((b) => b.bank)).toContain('Access Bank');
  });

  it("counts nothing of another store's, and answers an empty period with no rate", async () => {
    const owner = await signUp(app);
    const rate = (await successRate(owner)).json<SuccessRate>();
    expect(rate.overall).toEqual({
      attempted: 0,
      successful: 0,
      failed: 0,
      abandoned: 0,
      rate: null,
    });
  });

  it('is for naira stores only, and refuses a bad period', async () => {
    const pounds = await signUp(app, { currency: 'GBP' });
    const refused = await successRate(pounds);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: cardMessages.successRateNgnOnly });
    const owner = await signUp(app);
    expect((await successRate(owner, today(), daysAgo(3))).statusCode).toBe(400);
    expect((await successRate(owner, daysAgo(400), today())).statusCode).toBe(400);
  });
});
