import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { sandboxDayFactor } from '../../src/modules/adverts/ad-network';
import {
  advertAction,
  advertBody,
  advertTraces,
  createAdvert,
  listAdverts,
} from '../helpers/adverts';
import type { SignedIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { merchantWithMoney, minor } from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
let clock = new Date();
const events: StoreEvent[] = [];
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp({}, { events: bus, adverts: { now: () => clock } });
});
afterAll(() => app.close());
beforeEach(() => {
  clock = new Date('2026-03-02T10:00:00Z');
});

/** Moves the adverts' clock to `day` (2026-03-DD or a full date) at `time` UTC. */
const at = (date: string, time = '12:00') => {
  clock = new Date(`${date}T${time}:00Z`);
};

async function newAdvert(owner: SignedIn, startdate = '2026-03-02') {
  const response = await createAdvert(app, owner.headers, advertBody(startdate));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const act = async (owner: SignedIn, action: 'pause' | 'resume' | 'end', id: string) => {
  const response = await advertAction(app, owner.headers, action, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('pause, resume and end: the days run and the refund', () => {
  it('counts run days in UTC days, keeps them over a pause, and refunds the days not run', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner);
    at('2026-03-04', '23:59');
    expect((await listAdverts(app, owner.headers)).json().content[0]).toMatchObject({
      status: 'running',
      daysrun: 3,
    });
    expect(await act(owner, 'pause', id)).toMatchObject({ status: 'paused', daysrun: 3 });

    at('2026-03-10', '08:00');
    expect((await listAdverts(app, owner.headers)).json().content[0]).toMatchObject({
      status: 'paused',
      daysrun: 3,
    });
    // 4 days left: from today to the 13th.
    expect(await act(owner, 'resume', id)).toMatchObject({
      status: 'running',
      daysrun: 4,
      enddate: '2026-03-13',
    });

    at('2026-03-11', '00:00');
    const ended = await act(owner, 'end', id);
    // 5 days run (today counts once started): 2 × ₦2,000 come back.
    expect(ended).toMatchObject({
      status: 'ended',
      daysrun: 5,
      refunded: 4000,
      enddate: '2026-03-11',
    });
    const expectedReach = [0, 1, 2, 3, 4].reduce(
      (sum, day) => sum + Math.floor(ended.estimateddailyreach * sandboxDayFactor(id, day)),
      0,
    );
    expect(ended.reach).toBe(expectedReach);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(20_000 - 14_000 + 4_000));
    const traces = await advertTraces(owner.body.systemid);
    expect(traces.wallet.find((row) => row.agencyTxn === 'ADVERT REFUND')).toMatchObject({
      direction: 'credit',
      status: 'SUCCESSFUL',
      amount: minor(4_000),
    });
    expect(traces.audit.map((row) => row.action).sort()).toEqual([
      'advert.created',
      'advert.ended',
      'advert.paused',
      'advert.resumed',
    ]);
    expect(
      events.filter((e) => e.storeId === traces.adverts[0]?.storeId && e.type === 'credit').at(-1),
    ).toMatchObject({ code: 'advertRefunded', params: { amount: '₦4,000.00' } });

    // Ended is final.
    for (const [action, error] of [
      ['end', advertMessages.advertEnded],
      ['resume', advertMessages.advertNotPaused],
      ['pause', advertMessages.advertNotRunning],
    ] as const) {
      const response = await advertAction(app, owner.headers, action, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: error });
    }
    expect(await walletBalance(owner.body.systemid)).toBe(minor(10_000));
  });

  it('counts a day once when the advert is paused and resumed on the same day', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner);
    at('2026-03-03', '10:00');
    expect(await act(owner, 'pause', id)).toMatchObject({ status: 'paused', daysrun: 2 });
    at('2026-03-03', '15:00');
    // The 3rd is already run and paid: the 5 days left run from the 4th to the 8th.
    expect(await act(owner, 'resume', id)).toMatchObject({
      status: 'running',
      daysrun: 2,
      enddate: '2026-03-08',
    });
    at('2026-03-04', '12:00');
    // Run: the 2nd, 3rd and 4th; 4 × ₦2,000 come back.
    expect(await act(owner, 'end', id)).toMatchObject({ daysrun: 3, refunded: 8_000 });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(20_000 - 14_000 + 8_000));
  });

  it('refunds every day of a scheduled advert, paused and resumed before its start', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner, '2026-03-12');
    expect(await act(owner, 'pause', id)).toMatchObject({ status: 'paused', daysrun: 0 });
    at('2026-03-05');
    expect(await act(owner, 'resume', id)).toMatchObject({
      status: 'scheduled',
      daysrun: 0,
      enddate: '2026-03-18',
    });
    expect(await act(owner, 'end', id)).toMatchObject({ status: 'ended', refunded: 14_000 });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(20_000));
  });

  it('ends by itself after its last day: nothing to refund, ending it is refused', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner);
    at('2026-03-08', '23:00');
    expect((await listAdverts(app, owner.headers)).json().content[0]).toMatchObject({
      status: 'running',
      daysrun: 7,
    });
    at('2026-03-09', '00:01');
    expect((await listAdverts(app, owner.headers)).json().content[0]).toMatchObject({
      status: 'ended',
      daysrun: 7,
    });
    const response = await advertAction(app, owner.headers, 'end', id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: advertMessages.advertEnded });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(6_000));
  });

  it('refuses to resume what is not paused, or to pause what is paused', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner);
    const resumed = await advertAction(app, owner.headers, 'resume', id);
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toEqual({ error: advertMessages.advertNotPaused });
    await act(owner, 'pause', id);
    const paused = await advertAction(app, owner.headers, 'pause', id);
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toEqual({ error: advertMessages.advertNotRunning });
  });

  it('refunds once when the advert is ended by several requests at once', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const id = await newAdvert(owner);
    at('2026-03-03');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => advertAction(app, owner.headers, 'end', id)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(6_000 + 10_000));
    const refunds = (await advertTraces(owner.body.systemid)).wallet.filter(
      (row) => row.agencyTxn === 'ADVERT REFUND',
    );
    expect(refunds.map((row) => row.amount)).toEqual([minor(10_000)]);
  });
});

describe('GET /adverts', () => {
  it('filters by derived status, sorts and searches by domain and platform', async () => {
    const owner = await merchantWithMoney(app, 100_000);
    const ids: Record<string, string> = {};
    for (const [name, start] of [
      ['running', '2026-03-02'],
      ['scheduled', '2026-03-20'],
      ['paused', '2026-03-02'],
      ['ended', '2026-03-02'],
    ] as const) {
      at('2026-03-02', `10:0${Object.keys(ids).length}`);
      ids[name] = await newAdvert(owner, start);
    }
    await act(owner, 'pause', ids.paused ?? '');
    await act(owner, 'end', ids.ended ?? '');
    at('2026-03-02', '10:05'); // the newest, whatever the ids
    const tiktok = await createAdvert(
      app,
      owner.headers,
      advertBody('2026-03-03', { platforms: ['tiktok'], dailyBudget: 1000, numberofdays: 2 }),
    );
    ids.tiktok = tiktok.json().id;

    const idsOf = async (query: string) =>
      ((await listAdverts(app, owner.headers, query)).json().content as { id: string }[]).map(
        (row) => row.id,
      );
    expect(await idsOf('?status=scheduled')).toEqual([ids.tiktok, ids.scheduled]);
    expect(await idsOf('?status=running')).toEqual([ids.running]);
    expect(await idsOf('?status=paused')).toEqual([ids.paused]);
    expect(await idsOf('?status=ended')).toEqual([ids.ended]);
    expect(await idsOf('?q=TikTok')).toEqual([ids.tiktok]);
    expect(await idsOf('?q=olivia.test&sort=total&order=asc&size=1')).toEqual([ids.tiktok]);
    expect(await idsOf('?sort=startdate&order=desc&size=1')).toEqual([ids.scheduled]);
    const all = (await listAdverts(app, owner.headers)).json();
    expect(all).toMatchObject({ total: 5, page: 0, size: 10 });
    expect(all.content[0].id).toBe(ids.tiktok);
  });
});
