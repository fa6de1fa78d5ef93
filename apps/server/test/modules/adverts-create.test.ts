import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedDailyReach } from '@olivia/contracts/adverts';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { loadConfig } from '../../src/config';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import {
  advertAction,
  advertBody,
  advertTraces,
  createAdvert,
  listAdverts,
} from '../helpers/adverts';
import { signUp, signUpAgent } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { merchantWithMoney, minor, setPin } from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

const TODAY = '2026-03-02';
let app: FastifyInstance;
const events: StoreEvent[] = [];
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp(
    {},
    { events: bus, adverts: { now: () => new Date(`${TODAY}T10:00:00Z`) } },
  );
});
afterAll(() => app.close());

const servicesSold = async () =>
  createLedger((await testDatabase()).db, createEventBus()).systemBalance('services_sold', 'NGN');

describe('POST /adverts', () => {
  it('pays daily budget × days from the wallet once, with its wallet row, log and event', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const soldBefore = await servicesSold();
    const response = await createAdvert(app, owner.headers, advertBody(TODAY));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      platforms: ['facebook', 'instagram'],
      domain: 'olivia.test',
      dailyBudget: 2000,
      total: 14_000,
      currency: 'NGN',
      estimateddailyreach: estimatedDailyReach(2000, 'NGN', ['facebook', 'instagram']),
      numberofdays: 7,
      startdate: TODAY,
      enddate: '2026-03-08',
      status: 'running',
      daysrun: 1,
      refunded: 0,
    });
    expect(response.json().reach).toBeGreaterThan(0);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(6_000));
    expect((await servicesSold()) - soldBefore).toBe(minor(14_000));

    const traces = await advertTraces(owner.body.systemid);
    expect(traces.adverts).toHaveLength(1);
    expect(traces.adverts[0]?.networkRef).toBe(`sandbox-ad-${response.json().id}`);
    expect(traces.wallet).toEqual([
      expect.objectContaining({
        agencyTxn: 'ADVERT',
        direction: 'debit',
        status: 'SUCCESSFUL',
        amount: minor(14_000),
        meaning: 'Advert on Facebook, Instagram for 7 days',
      }),
    ]);
    expect(traces.audit.map((row) => row.action)).toEqual(['advert.created']);
    expect(
      events.filter((e) => e.storeId === traces.adverts[0]?.storeId && e.type === 'debit'),
    ).toEqual([
      expect.objectContaining({
        type: 'debit',
        code: 'advertDebited',
        params: { amount: '₦14,000.00', domain: 'olivia.test' },
      }),
    ]);
    expect((await createLedger((await testDatabase()).db, createEventBus()).verify()).ok).toBe(
      true,
    );
  });

  it('refuses what the wallet cannot pay: 400 Insufficient balance, nothing written', async () => {
    const owner = await merchantWithMoney(app, 10_000);
    const response = await createAdvert(app, owner.headers, advertBody(TODAY));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Insufficient balance' });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(10_000));
    expect(await advertTraces(owner.body.systemid)).toEqual({ adverts: [], wallet: [], audit: [] });
  });

  it('refuses a wrong PIN, and writes nothing', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const response = await createAdvert(app, owner.headers, advertBody(TODAY, { pin: '9051' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: messages.incorrectPin,
      details: { pin: [messages.incorrectPin] },
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(20_000));
    expect((await advertTraces(owner.body.systemid)).adverts).toEqual([]);
  });

  it('refuses a daily budget below the minimum: ₦1,000 in NGN, 5 in GBP', async () => {
    const naira = await merchantWithMoney(app, 20_000);
    const low = await createAdvert(app, naira.headers, advertBody(TODAY, { dailyBudget: 999.99 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      error: advertMessages.advertBudgetTooLow,
      details: { dailyBudget: [advertMessages.advertBudgetTooLow] },
    });
    const pounds = await signUp(app, { currency: 'GBP' });
    await setPin(app, pounds.headers);
    const four = await createAdvert(app, pounds.headers, advertBody(TODAY, { dailyBudget: 4.99 }));
    expect(four.statusCode).toBe(400);
    expect(four.json().details).toEqual({ dailyBudget: [advertMessages.advertBudgetTooLow] });
    // £5 is enough for the rule; the empty wallet is what refuses it then.
    const five = await createAdvert(app, pounds.headers, advertBody(TODAY, { dailyBudget: 5 }));
    expect(five.json()).toEqual({ error: 'Insufficient balance' });
    expect((await advertTraces(pounds.body.systemid)).adverts).toEqual([]);
  });

  it("starts today (UTC) or within the next 60 days, and on the store's own address", async () => {
    const owner = await merchantWithMoney(app, 20_000);
    for (const startdate of ['2026-03-01', '2026-05-02']) {
      const response = await createAdvert(app, owner.headers, advertBody(startdate));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ startdate: [advertMessages.advertStartDateRange] });
    }
    const elsewhere = await createAdvert(
      app,
      owner.headers,
      advertBody(TODAY, { domain: 'someone-else.com' }),
    );
    expect(elsewhere.json()).toEqual({
      error: advertMessages.advertDomainNotYours,
      details: { domain: [advertMessages.advertDomainNotYours] },
    });
    const last = await createAdvert(app, owner.headers, advertBody('2026-05-01'));
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ status: 'scheduled', daysrun: 0, enddate: '2026-05-07' });
  });

  it('answers a repeated reference with the first advert and charges once', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const body = advertBody(TODAY);
    const [first, second] = await Promise.all([
      createAdvert(app, owner.headers, body),
      createAdvert(app, owner.headers, body),
    ]);
    const again = await createAdvert(app, owner.headers, body);
    for (const response of [first, second, again]) expect(response.statusCode).toBe(201);
    expect(new Set([first, second, again].map((r) => r.json().id)).size).toBe(1);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(36_000));
    expect((await advertTraces(owner.body.systemid)).wallet).toHaveLength(1);

    const changed = await createAdvert(app, owner.headers, { ...body, numberofdays: 8 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: messages.referenceReused });
    const rival = await merchantWithMoney(app, 50_000);
    const theirs = await createAdvert(app, rival.headers, body);
    expect(theirs.statusCode).toBe(404);
    expect(await walletBalance(rival.body.systemid)).toBe(minor(50_000));
  });
});

describe('who may do what', () => {
  it('lets a sub-user list the adverts, never pay for or change one (403)', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const { id } = (await createAdvert(app, owner.headers, advertBody(TODAY))).json();
    const staff = await staffHeaders(app, owner);
    const list = await listAdverts(app, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, content: [{ id }] });
    const refused = await Promise.all([
      createAdvert(app, staff, advertBody(TODAY)),
      ...(['pause', 'resume', 'end'] as const).map((action) =>
        advertAction(app, staff, action, id),
      ),
    ]);
    for (const response of refused) expect(response.statusCode).toBe(403);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(6_000));
    expect((await advertTraces(owner.body.systemid)).audit).toHaveLength(1);
  });

  it("answers 404 for another store's advert and changes nothing", async () => {
    const [owner, rival] = [await merchantWithMoney(app, 0), await merchantWithMoney(app, 20_000)];
    const { id } = (await createAdvert(app, rival.headers, advertBody(TODAY))).json();
    for (const action of ['pause', 'resume', 'end'] as const) {
      const response = await advertAction(app, owner.headers, action, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await listAdverts(app, owner.headers)).json()).toMatchObject({ total: 0, content: [] });
    expect((await advertTraces(rival.body.systemid)).adverts[0]?.status).toBe('running');
    expect(await walletBalance(rival.body.systemid)).toBe(minor(6_000));
  });

  it('refuses every call without a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all([
      listAdverts(app, {}),
      createAdvert(app, {}, advertBody(TODAY)),
      ...(['pause', 'resume', 'end'] as const).map((action) => advertAction(app, {}, action, id)),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: serverErrors.tokenMissing });
    }
  });

  it('answers 400 for a malformed body or id', async () => {
    const owner = await merchantWithMoney(app, 0);
    const bad = await createAdvert(app, owner.headers, {
      ...advertBody(TODAY),
      platforms: [],
      numberofdays: 91,
      reference: 'again',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual([
      'numberofdays',
      'platforms',
      'reference',
    ]);
    expect((await advertAction(app, owner.headers, 'end', 'not-an-id')).statusCode).toBe(400);
  });
});

describe('real money', () => {
  it('needs a verified store, as transfers do, when the payments provider is not the sandbox', async () => {
    const live = await buildTestApp(
      {},
      {
        provider: (webhookSecret) => ({
          ...createSandboxProvider({ webhookSecret, quickSettleMs: 200, slowSettleMs: 1000 }),
          name: 'paystack',
        }),
        adverts: { now: () => new Date(`${TODAY}T10:00:00Z`) },
      },
    );
    try {
      const newcomer = await signUp(live);
      await setPin(live, newcomer.headers);
      const refused = await createAdvert(live, newcomer.headers, advertBody(TODAY));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: messages.verifyFirst });
      const agent = await signUpAgent(live);
      await setPin(live, agent.headers);
      const paid = await createAdvert(live, agent.headers, advertBody(TODAY));
      expect(paid.json()).toEqual({ error: 'Insufficient balance' });
    } finally {
      await live.close();
    }
  });
});

describe('AD_NETWORK', () => {
  it('answers 503 when the deployment has no ad network, and nothing is paid', async () => {
    const closed = await buildTestApp({ AD_NETWORK: 'none' });
    try {
      const owner = await merchantWithMoney(closed, 20_000);
      const response = await createAdvert(closed, owner.headers, advertBody(TODAY));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: advertMessages.advertsNotOffered });
      expect(await walletBalance(owner.body.systemid)).toBe(minor(20_000));
      expect((await listAdverts(closed, owner.headers)).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('is the sandbox outside production; in production none unless the deployment is a demo', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
    };
    expect(loadConfig({}).AD_NETWORK).toBe('sandbox');
    expect(loadConfig(production).AD_NETWORK).toBe('none');
    expect(() => loadConfig({ ...production, AD_NETWORK: 'sandbox' })).toThrow(
      /AD_NETWORK="sandbox": the sandbox is off in production/,
    );
    expect(loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' }).AD_NETWORK).toBe('sandbox');
  });
});
