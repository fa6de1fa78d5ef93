import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import type { DomainManager } from '@olivia/contracts/domains';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { walletTransactions } from '../../src/db/schema/wallet-transactions';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import {
  createSandboxRegistrar,
  RegistrarRefusal,
  type Registrar,
} from '../../src/modules/domains/registrar';
import { buyDomain, freshDomain, renewDomain } from '../helpers/domains';
import type { SignedIn } from '../helpers/factories';
import { auditOf } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { merchantWithMoney, minor } from '../helpers/transfers';
import '../helpers/verify-ledger';
import { walletBalance } from '../helpers/wallet-balance';

/**
 * The sandbox registrar, told per name what to do: refuse (the registry's final no), fail a
 * number of times first (unreachable), or fail for good; it records what it registered.
 */
const sandbox = createSandboxRegistrar();
const refuse = new Set<string>();
const failures = new Map<string, number>();
const registered: string[] = [];
const renewed: string[] = [];
function behave(name: string) {
  if (refuse.has(name)) throw new RegistrarRefusal(`${name} is taken at the registry`);
  const left = failures.get(name) ?? 0;
  if (left > 0) {
    failures.set(name, left - 1);
    throw new Error('registrar unreachable');
  }
}
const registrar: Registrar = {
  ...sandbox,
  async register(name) {
    behave(name);
    registered.push(name);
  },
  async renew(name) {
    behave(name);
    renewed.push(name);
  },
};

let app: FastifyInstance;
let clock = new Date();
const events: StoreEvent[] = [];
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp(
    {},
    { events: bus, domains: { registrar }, jobs: { now: () => clock, pollMs: 0 } },
  );
});
afterAll(() => app.close());
beforeEach(() => {
  clock = new Date();
});

type Headers = Record<string, string>;
const get = (headers: Headers, domain: string) =>
  app.inject({ method: 'GET', url: endpointUrl(domainEndpoints.get, { domain }), headers });

/** Moves the jobs' clock on by `seconds` and runs every job then due. */
async function runJobsAfter(seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
  while ((await app.runDueJobs()) > 0) {
    // A full batch: more may be due.
  }
}

const registrarJobs = () => app.jobs.list({ kind: 'domain.registrar', limit: 500 });

/** The store's wallet rows for a domain payment, oldest first. */
async function walletRowsOf(reference: string) {
  const { db } = await testDatabase();
  return db
    .select({
      agencyTxn: walletTransactions.agencyTxn,
      status: walletTransactions.status,
      direction: walletTransactions.direction,
      amount: walletTransactions.amount,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.ref, reference))
    .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.agencyTxn));
}

async function buy(owner: SignedIn, name: string, reference = crypto.randomUUID()) {
  const response = await buyDomain(app, owner.headers, name, { reference });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DomainManager>();
}

describe('the registrar refusing a paid purchase', () => {
  it('gives the money back, frees the name, logs it and tells the merchant', async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const before = await walletBalance(owner.headers.systemid);
    const name = freshDomain('com');
    refuse.add(name);
    const reference = crypto.randomUUID();
    const bought = await buy(owner, name, reference);

    // Paid, then refused after the commit: the job gave up at once and refunded.
    expect(await walletBalance(owner.headers.systemid)).toBe(before);
    expect((await get(owner.headers, name)).statusCode).toBe(404);
    expect(registered).not.toContain(name);
    const job = (await registrarJobs()).find((row) => row.state === 'dead');
    expect(job).toMatchObject({
      attempts: 1,
      lastError: `JobRefused: ${name} is taken at the registry`,
    });
    expect(await walletRowsOf(reference)).toEqual([
      { agencyTxn: 'DOMAIN', status: 'REVERSED', direction: 'debit', amount: minor(18_000) },
      { agencyTxn: 'REVERSAL', status: 'SUCCESSFUL', direction: 'credit', amount: minor(18_000) },
    ]);
    const log = await auditOf(bought.id);
    expect(log.map((entry) => entry.action)).toEqual(['domain.bought', 'domain.refunded']);
    const told = events.filter((event) => event.storeId === job?.storeId).map((e) => e.code);
    expect(told.filter((code) => code?.startsWith('domain'))).toEqual([
      'domainDebited',
      'domainRefunded',
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'credit',
      params: { amount: '₦18,000.00', domain: name },
    });

    // The name is free again: another store may buy it (the registry willing).
    refuse.delete(name);
    const other = await merchantWithMoney(app, 20_000);
    await buy(other, name);
    expect(registered).toContain(name);

    // Re-run by hand, the refunded job sends nothing and gives nothing back twice.
    if (!job) throw new Error('no dead job');
    expect(await app.jobs.rerun(job.id)).toMatchObject({ state: 'queued' });
    await runJobsAfter(0);
    expect(await app.jobs.get(job.id)).toMatchObject({ state: 'done' });
    expect(registered.filter((n) => n === name)).toHaveLength(1);
    expect(await walletBalance(owner.headers.systemid)).toBe(before);
  });
});

describe('the registrar failing after a paid purchase', () => {
  it('is retried until it answers; the money stays paid', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const before = await walletBalance(owner.headers.systemid);
    const name = freshDomain('shop');
    failures.set(name, 2);
    await buy(owner, name);
    expect(registered).not.toContain(name);
    const [job] = (await registrarJobs()).filter((row) => row.state === 'failed');
    expect(job).toMatchObject({ attempts: 1, lastError: 'Error: registrar unreachable' });

    await runJobsAfter(15);
    expect(registered).not.toContain(name);
    await runJobsAfter(30);
    expect(registered).toContain(name);
    expect(await app.jobs.get(job?.id ?? '')).toMatchObject({ state: 'done', attempts: 3 });
    expect(await walletBalance(owner.headers.systemid)).toBe(before - minor(9_000));
    expect((await get(owner.headers, name)).statusCode).toBe(200);
  });

  it('refunds once its attempts are used up', async () => {
    const owner = await merchantWithMoney(app, 20_000);
    const before = await walletBalance(owner.headers.systemid);
    const name = freshDomain('shop');
    failures.set(name, 1_000);
    const reference = crypto.randomUUID();
    await buy(owner, name, reference);
    const id = (await registrarJobs()).find((row) => row.state === 'failed')?.id ?? '';
    expect(await walletBalance(owner.headers.systemid)).toBe(before - minor(9_000));
    for (let attempt = 2; attempt <= 30; attempt += 1) await runJobsAfter(3600);
    expect(await app.jobs.get(id)).toMatchObject({ state: 'dead', attempts: 30 });
    expect(await walletBalance(owner.headers.systemid)).toBe(before);
    expect((await get(owner.headers, name)).statusCode).toBe(404);
    expect((await walletRowsOf(reference)).map((row) => row.agencyTxn)).toEqual([
      'DOMAIN',
      'REVERSAL',
    ]);
    failures.delete(name);
  });
});

describe('the registrar refusing a paid renewal', () => {
  it('gives the renewal back and the expiry loses what it added; the domain stays', async () => {
    const owner = await merchantWithMoney(app, 60_000);
    const name = freshDomain('com');
    const bought = await buy(owner, name);
    const before = await walletBalance(owner.headers.systemid);
    refuse.add(name);
    const reference = crypto.randomUUID();
    const response = await renewDomain(app, owner.headers, name, { years: 2, reference });
    expect(response.statusCode, response.body).toBe(200);
    refuse.delete(name);

    expect(await walletBalance(owner.headers.systemid)).toBe(before);
    const now = await get(owner.headers, name);
    expect(now.statusCode).toBe(200);
    expect(now.json<DomainManager>().expiry).toBe(bought.expiry);
    expect(renewed).not.toContain(name);
    expect(await walletRowsOf(reference)).toEqual([
      { agencyTxn: 'DOMAIN', status: 'REVERSED', direction: 'debit', amount: minor(36_000) },
      { agencyTxn: 'REVERSAL', status: 'SUCCESSFUL', direction: 'credit', amount: minor(36_000) },
    ]);
    const log = await auditOf(bought.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'domain.bought',
      'domain.renewed',
      'domain.refunded',
    ]);
  });
});
