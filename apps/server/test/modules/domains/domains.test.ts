import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import type { DomainManager, DomainPaymentList } from '@olivia/contracts/domains';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { domainPayments, domains } from '../../../src/db/schema/services';
import { createEventBus, type StoreEvent } from '../../../src/lib/event-bus';
import { advertBody, createAdvert } from '../../helpers/adverts';
import { buyDomain, freshDomain, renewDomain, setDomainExpiry } from '../../helpers/domains';
import { signUp } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { merchantWithMoney, minor, PIN, setPin } from '../../helpers/transfers';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';

let app: FastifyInstance;
const events: StoreEvent[] = [];
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp({}, { events: bus });
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const DAY = 86_400_000;
const YEAR_DAYS = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY);

const search = (headers: Headers, name: string) =>
  app.inject({ method: 'GET', url: endpointUrl(domainEndpoints.search), headers, query: { name } });
const get = (headers: Headers, domain: string) =>
  app.inject({ method: 'GET', url: endpointUrl(domainEndpoints.get, { domain }), headers });
const payments = (headers: Headers, domain: string) =>
  app.inject({ method: 'GET', url: endpointUrl(domainEndpoints.payments, { domain }), headers });

describe('searching a domain', () => {
  it('prices the name asked for first, then the same name in other endings', async () => {
    const owner = await signUp(app);
    const name = freshDomain('com');
    const response = await search(owner.headers, ` ${name.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    const { offers } = response.json();
    expect(offers[0]).toEqual({ domain: name, available: true, amount: 18_000, currency: 'NGN' });
    expect(offers).toHaveLength(6);
    const label = name.replace(/\.com$/, '');
    expect(offers.map((o: { domain: string }) => o.domain)).toContain(`${label}.com.ng`);
  });

  it('says a registered name is not available, ours or the registry’s', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const name = freshDomain('shop');
    expect((await buyDomain(app, owner.headers, name)).statusCode).toBe(201);
    const other = await signUp(app);
    const [mine] = (await search(other.headers, name)).json().offers;
    expect(mine).toMatchObject({ domain: name, available: false, amount: 9_000 });
    const [famous] = (await search(other.headers, 'google.com')).json().offers;
    expect(famous.available).toBe(false);
  });

  it('prices in the store’s own currency', async () => {
    const owner = await signUp(app, { currency: 'GBP' });
    const [offer] = (await search(owner.headers, 'teashop-uk.co.uk')).json().offers;
    expect(offer).toEqual({
      domain: 'teashop-uk.co.uk',
      available: true,
      amount: 8,
      currency: 'GBP',
    });
  });

  it('refuses a name that is not a domain, or an ending it does not sell', async () => {
    const owner = await signUp(app);
    for (const name of ['not a domain', 'nodot', '-bad.com', 'a..com', 'x.c0m']) {
      const response = await search(owner.headers, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().details.name).toEqual([advertMessages.invalidDomain]);
    }
    const unsold = await search(owner.headers, 'mystore.museum');
    expect(unsold.statusCode).toBe(400);
    expect(unsold.json()).toEqual({
      error: advertMessages.domainTldNotOffered,
      details: { name: [advertMessages.domainTldNotOffered] },
    });
  });

  it('is the main user’s: a sub-user gets 403, no session 401', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    expect((await search(staff, 'mystore.com')).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: endpointUrl(domainEndpoints.search),
      query: { name: 'mystore.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('buying a domain', () => {
  it('takes a year from the wallet and lists the domain, active for a year', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const name = freshDomain('com');
    const before = Date.now();
    const response = await buyDomain(app, owner.headers, name);
    expect(response.statusCode, response.body).toBe(201);
    const domain = response.json<DomainManager>();
    expect(domain).toMatchObject({
      domain: name,
      amount: 18_000,
      currency: 'NGN',
      status: 'active',
    });
    expect(YEAR_DAYS(new Date(before), new Date(domain.expiry))).toBeGreaterThanOrEqual(365);
    expect(domain.nextpayment).toBe(domain.expiry);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(32_000));

    const list = await app.inject({
      method: 'GET',
      url: endpointUrl(domainEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json().content).toEqual([domain]);
    const report = await app.inject({
      method: 'GET',
      url: endpointUrl(walletEndpoints.transactions),
      headers: owner.headers,
      query: { type: 'DOMAIN' },
    });
    expect(report.json().content[0]).toMatchObject({
      agencyTxn: 'DOMAIN',
      amount: 18_000,
      status: 'SUCCESSFUL',
      meaning: `Purchase of the domain ${name} for 1 year`,
    });
    const audit = await auditOf(domain.id);
    expect(audit.map((row) => row.action)).toEqual(['domain.bought']);
    expect(
      events.find((e) => e.code === 'domainDebited' && e.params?.domain === name),
    ).toMatchObject({ type: 'debit', params: { amount: '₦18,000.00', domain: name } });
  });

  it('pays for several years at once', async () => {
    const owner = await merchantWithMoney(app, 40_000);
    const response = await buyDomain(app, owner.headers, freshDomain('com.ng'), { years: 3 });
    expect(response.statusCode).toBe(201);
    const domain = response.json<DomainManager>();
    expect(YEAR_DAYS(new Date(domain.createdat), new Date(domain.expiry))).toBe(365 * 3 + 1);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(40_000 - 3 * 6_500));
  });

  it('charges once for a reference sent again, and refuses it for another request', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const name = freshDomain('com');
    const reference = randomUUID();
    const [first, again] = [
      await buyDomain(app, owner.headers, name, { reference }),
      await buyDomain(app, owner.headers, name, { reference }),
    ];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await walletBalance(owner.body.systemid)).toBe(minor(32_000));
    const other = await buyDomain(app, owner.headers, freshDomain('com'), { reference });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.referenceReused);
  });

  it('lets only one of two stores buying the same name at once have it', async () => {
    const [a, b] = await Promise.all([
      merchantWithMoney(app, 20_000),
      merchantWithMoney(app, 20_000),
    ]);
    const name = freshDomain('com');
    const answers = await Promise.all([
      buyDomain(app, a.headers, name),
      buyDomain(app, b.headers, name),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().error).toBe(advertMessages.domainUnavailable);
    const balances = await Promise.all([a, b].map((m) => walletBalance(m.body.systemid)));
    expect(balances.map(String).sort()).toEqual([minor(2_000), minor(20_000)].map(String).sort());
  });

  it('refuses without enough money, and writes nothing', async () => {
    const owner = await merchantWithMoney(app, 10_000);
    const name = freshDomain('com');
    const response = await buyDomain(app, owner.headers, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Insufficient balance');
    const { db } = await testDatabase();
    expect(await db.select().from(domains).where(eq(domains.name, name))).toEqual([]);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(10_000));
  });

  it('refuses a wrong PIN, a taken name and bad years, charging nothing', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const wrongPin = await buyDomain(app, owner.headers, freshDomain(), { pin: '1111' });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().error).toBe(messages.incorrectPin);
    const taken = await buyDomain(app, owner.headers, 'taken-shop.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(advertMessages.domainUnavailable);
    for (const years of [0, 6, 1.5]) {
      const response = await buyDomain(app, owner.headers, freshDomain(), { years });
      expect(response.statusCode, String(years)).toBe(400);
      expect(response.json().details.years).toEqual([advertMessages.domainYearsRange]);
    }
    expect(await walletBalance(owner.body.systemid)).toBe(minor(50_000));
  });

  it('is refused to a sub-user', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const staff = await staffHeaders(app, owner);
    const response = await buyDomain(app, staff, freshDomain());
    expect(response.statusCode).toBe(403);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(50_000));
  });

  it('answers 503 where the deployment sells no domains', async () => {
    const closed = await buildTestApp({ REGISTRAR: 'none' });
    try {
      const owner = await signUp(closed);
      await setPin(closed, owner.headers);
      const response = await buyDomain(closed, owner.headers, freshDomain());
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(advertMessages.domainsNotOffered);
    } finally {
      await closed.close();
    }
  });
});

describe('renewing, expiry and payment history', () => {
  async function ownerWithDomain(naira = 60_000) {
    const owner = await merchantWithMoney(app, naira);
    const name = freshDomain('com');
    const bought = await buyDomain(app, owner.headers, name);
    expect(bought.statusCode).toBe(201);
    return { owner, name, domain: bought.json<DomainManager>() };
  }

  it('is expiring from 30 days before its expiry, expired after it (docs/product/records.md)', async () => {
    const { owner, name } = await ownerWithDomain();
    const cases: [number, string][] = [
      [31, 'active'],
      [30, 'expiring'],
      [29, 'expiring'],
      [0.001, 'expiring'],
      [-1, 'expired'],
    ];
    for (const [days, status] of cases) {
      await setDomainExpiry(name, new Date(Date.now() + days * DAY + (days > 0 ? 60_000 : 0)));
      expect((await get(owner.headers, name)).json().status, `${days} days`).toBe(status);
    }
  });

  it('adds the years to the expiry while it has not passed', async () => {
    const { owner, name, domain } = await ownerWithDomain();
    const response = await renewDomain(app, owner.headers, name, { years: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = response.json<DomainManager>();
    expect(YEAR_DAYS(new Date(domain.expiry), new Date(renewed.expiry))).toBe(365 * 2 + 1);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(60_000 - 18_000 * 3));
    const audit = await auditOf(domain.id);
    expect(audit.map((row) => row.action)).toEqual(['domain.bought', 'domain.renewed']);
  });

  it('counts from today once it has expired', async () => {
    const { owner, name } = await ownerWithDomain();
    await setDomainExpiry(name, new Date(Date.now() - 40 * DAY));
    const renewed = (await renewDomain(app, owner.headers, name)).json<DomainManager>();
    expect(renewed.status).toBe('active');
    expect(YEAR_DAYS(new Date(), new Date(renewed.expiry))).toBeGreaterThanOrEqual(365);
    expect(YEAR_DAYS(new Date(), new Date(renewed.expiry))).toBeLessThanOrEqual(366);
  });

  it('lists the payments, newest first, and keeps another store out', async () => {
    const { owner, name } = await ownerWithDomain();
    const reference = randomUUID();
    expect((await renewDomain(app, owner.headers, name, { reference })).statusCode).toBe(200);
    expect((await renewDomain(app, owner.headers, name, { reference })).statusCode).toBe(200);
    const page = (await payments(owner.headers, name)).json<DomainPaymentList>();
    expect(page.total).toBe(2);
    expect(page.content.map((p) => [p.kind, p.amount, p.reference === reference])).toEqual([
      ['renewal', 18_000, true],
      ['purchase', 18_000, false],
    ]);
    expect(page.content[0]?.paidby).toBe(owner.email);

    const stranger = await merchantWithMoney(app, 50_000);
    for (const response of [
      await payments(stranger.headers, name),
      await get(stranger.headers, name),
      await renewDomain(app, stranger.headers, name),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(serverErrors.notFound);
    }
    expect(await walletBalance(stranger.body.systemid)).toBe(minor(50_000));
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(domainPayments)
      .where(eq(domainPayments.reference, reference));
    expect(rows).toHaveLength(1);
  });

  it('shows a sub-user the domains and their history', async () => {
    const { owner, name } = await ownerWithDomain();
    const staff = await staffHeaders(app, owner);
    expect((await get(staff, name)).statusCode).toBe(200);
    expect((await payments(staff, name)).json().total).toBe(1);
    expect((await renewDomain(app, staff, name)).statusCode).toBe(403);
  });

  it('refuses a renewal the wallet cannot pay, leaving the expiry', async () => {
    const { owner, name, domain } = await ownerWithDomain(20_000);
    const response = await renewDomain(app, owner.headers, name, { pin: PIN });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Insufficient balance');
    expect((await get(owner.headers, name)).json().expiry).toBe(domain.expiry);
  });
});

describe('a bought domain in an advert', () => {
  it('may be advertised by its store, and by no other', async () => {
    const owner = await merchantWithMoney(app, 40_000);
    const name = freshDomain('store');
    expect((await buyDomain(app, owner.headers, name)).statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const advert = await createAdvert(app, owner.headers, advertBody(today, { domain: name }));
    expect(advert.statusCode, advert.body).toBe(201);
    expect(advert.json().domain).toBe(name);

    const stranger = await merchantWithMoney(app, 40_000);
    const refused = await createAdvert(app, stranger.headers, advertBody(today, { domain: name }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.domain).toEqual([advertMessages.advertDomainNotYours]);
  });
});
