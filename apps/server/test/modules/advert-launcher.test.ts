import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Advert } from '@olivia/contracts/adverts';
import {
  createSandboxAdNetwork,
  sandboxDayFactor,
  type AdNetwork,
} from '../../src/modules/adverts/ad-network';
import { advertAction, advertBody, createAdvert, listAdverts } from '../helpers/adverts';
import type { SignedIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';
import { merchantWithMoney } from '../helpers/transfers';

/** The sandbox network, which refuses every launch while `down`, and records what it is told. */
const sandbox = createSandboxAdNetwork();
let down = false;
const launched: string[] = [];
const paused: string[] = [];
const network: AdNetwork = {
  ...sandbox,
  async launch(campaign) {
    if (down) throw new Error('ad network unreachable');
    launched.push(campaign.advertId);
    return sandbox.launch(campaign);
  },
  async pause(networkRef) {
    paused.push(networkRef);
  },
};

let app: FastifyInstance;
let clock = new Date();
/** The jobs' clock (ADR 0025): retries fall due as it moves; no worker polls on its own. */
let jobsClock = new Date();
beforeAll(async () => {
  app = await buildTestApp(
    {},
    { adverts: { now: () => clock, network }, jobs: { now: () => jobsClock, pollMs: 0 } },
  );
});
afterAll(() => app.close());
beforeEach(() => {
  clock = new Date('2026-03-02T10:00:00Z');
  jobsClock = new Date('2026-03-02T10:00:00Z');
  down = false;
});

/** Moves the jobs' clock on by `seconds` and runs every job then due. */
async function runJobsAfter(seconds: number) {
  jobsClock = new Date(jobsClock.getTime() + seconds * 1000);
  while ((await app.runDueJobs()) > 0) {
    // A full batch: more may be due.
  }
}

const launchJobOf = async (advertId: string) =>
  (await app.jobs.list({ kind: 'advert.launch' })).find(
    (job) => (job.payload as { advertId: string }).advertId === advertId,
  );

/** A campaign of 7 days from 2 March bought while the network was down: paid, not launched. */
async function boughtWhileDown(owner: SignedIn, days = 7): Promise<Advert> {
  down = true;
  const response = await createAdvert(
    app,
    owner.headers,
    advertBody('2026-03-02', { numberofdays: days }),
  );
  down = false;
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Advert>();
}

const listed = async (owner: SignedIn, id: string) => {
  const response = await listAdverts(app, owner.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Advert[] }>().content.find((advert) => advert.id === id);
};

/** What the sandbox reports for the advert's days run. */
const sandboxReach = (advert: Advert) => {
  let reach = 0;
  for (let day = 0; day < advert.daysrun; day += 1) {
    reach += Math.floor(advert.estimateddailyreach * sandboxDayFactor(advert.id, day));
  }
  return reach;
};

describe('the launch job: campaigns whose launch failed after the commit', () => {
  it('launches a paid campaign the network never took, which then reports its reach', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const advert = await boughtWhileDown(owner);
    expect(advert.reach).toBe(0);
    // The purchase wrote its launch; run after the commit, it failed, and waits 15 s to retry.
    expect(await launchJobOf(advert.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Error: ad network unreachable',
      runAt: new Date('2026-03-02T10:00:15Z'),
    });

    // Before its retry is due it is left alone.
    await runJobsAfter(14);
    expect(launched).not.toContain(advert.id);

    // Three days on, it has run 3 days and the network never heard of it: reach 0 until launched.
    clock = new Date('2026-03-04T12:00:00Z');
    expect(await listed(owner, advert.id)).toMatchObject({ daysrun: 3, reach: 0 });
    await runJobsAfter(1);
    expect(launched.filter((id) => id === advert.id)).toHaveLength(1);
    expect(await launchJobOf(advert.id)).toMatchObject({ state: 'done', attempts: 2 });
    const running = await listed(owner, advert.id);
    if (!running) throw new Error('the advert is not listed');
    expect(running).toMatchObject({ status: 'running', daysrun: 3 });
    expect(running.reach).toBe(sandboxReach(running));
    expect(running.reach).toBeGreaterThan(0);

    // Taken once: later passes do not launch it again.
    await runJobsAfter(3600);
    expect(launched.filter((id) => id === advert.id)).toHaveLength(1);
  });

  it('launches no campaign that was ended or has used its days, and no campaign twice', async () => {
    const owner = await merchantWithMoney(app, 40_000);
    const ended = await boughtWhileDown(owner);
    const endResponse = await advertAction(app, owner.headers, 'end', ended.id);
    expect(endResponse.statusCode, endResponse.body).toBe(200);
    const oneDay = await boughtWhileDown(owner, 1);
    clock = new Date('2026-03-05T12:00:00Z');
    await runJobsAfter(60);
    expect(launched).not.toContain(ended.id);
    expect(launched).not.toContain(oneDay.id);
    // Their jobs are done: there was nothing left to launch.
    expect(await launchJobOf(ended.id)).toMatchObject({ state: 'done' });
    expect(await launchJobOf(oneDay.id)).toMatchObject({ state: 'done' });
  });

  it('tells the network of a pause it missed while the campaign had no reference', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const advert = await boughtWhileDown(owner);
    const pauseResponse = await advertAction(app, owner.headers, 'pause', advert.id);
    expect(pauseResponse.statusCode, pauseResponse.body).toBe(200);
    expect(paused).toHaveLength(0);
    clock = new Date('2026-03-03T12:00:00Z');
    await runJobsAfter(60);
    expect(launched).toContain(advert.id);
    expect(paused).toEqual([`sandbox-ad-${advert.id}`]);
    expect(await listed(owner, advert.id)).toMatchObject({ status: 'paused', daysrun: 1 });
  });
});
