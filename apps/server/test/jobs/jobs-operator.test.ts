import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { jobsEndpoints } from '@olivia/contracts/jobs-endpoints';
import { withTransaction } from '../../src/db/unit-of-work';
import { JobRefused, type JobKind } from '../../src/modules/jobs/public';
import { buildTestApp, testDatabase } from '../helpers/test-app';

const TOKEN = 'operator-token-0123456789abcdef0123';
const list = endpointUrl(jobsEndpoints.list, {});
const rerun = (id: string) => endpointUrl(jobsEndpoints.rerun, { id });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let app: FastifyInstance;
const refused: JobKind<{ n: number }> = {
  kind: 'test.operator',
  payload: z.object({ n: z.number() }),
  async run() {
    throw new JobRefused('the partner said no');
  },
};

/** A job of `kind` enqueued and run after its commit; answers its id once it has settled. */
async function settledJob(kind: JobKind<{ n: number }>, n: number) {
  const { db } = await testDatabase();
  const id = await withTransaction(db, (tx, afterCommit) =>
    app.jobs.enqueue({ tx, afterCommit }, kind, { n }),
  );
  if (!id) throw new Error('not enqueued');
  await expect.poll(async () => (await app.jobs.get(id))?.state).toMatch(/done|dead/);
  return id;
}

beforeAll(async () => {
  app = await buildTestApp({ OPERATOR_TOKEN: TOKEN });
  app.jobs.register(refused);
});
afterAll(() => app.close());

describe("the operator's view of the jobs", () => {
  it('does not exist without OPERATOR_TOKEN', async () => {
    const closed = await buildTestApp();
    try {
      const answer = await closed.inject({ method: 'GET', url: list, headers: bearer(TOKEN) });
      expect(answer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('asks for the token: none or another answers 401 and lists nothing', async () => {
    for (const headers of [{}, bearer('x'.repeat(40)), { authorization: TOKEN }]) {
      const answer = await app.inject({ method: 'GET', url: list, headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).not.toHaveProperty('content');
    }
  });

  it('lists jobs by state and kind, newest first, and refuses a bad filter', async () => {
    const first = await settledJob(refused, 1);
    const second = await settledJob(refused, 2);
    const answer = await app.inject({
      method: 'GET',
      url: `${list}?state=dead&kind=test.operator&limit=2`,
      headers: bearer(TOKEN),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content).toMatchObject([
      { id: second, state: 'dead', attempts: 1, lasterror: 'JobRefused: the partner said no' },
      { id: first, state: 'dead' },
    ]);
    for (const query of ['state=lost', 'limit=0', 'limit=501', 'storeid=1', 'before=yesterday']) {
      const refusedQuery = await app.inject({
        method: 'GET',
        url: `${list}?${query}`,
        headers: bearer(TOKEN),
      });
      expect(refusedQuery.statusCode, query).toBe(400);
    }
  });

  it('queues a dead job again from its first attempt; any other state is a conflict', async () => {
    const id = await settledJob(refused, 3);
    const again = await app.inject({ method: 'POST', url: rerun(id), headers: bearer(TOKEN) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'queued', attempts: 0 });

    const twice = await app.inject({ method: 'POST', url: rerun(id), headers: bearer(TOKEN) });
    expect(twice.statusCode).toBe(409);
    await app.runDueJobs();
    expect(await app.jobs.get(id)).toMatchObject({ state: 'dead', attempts: 1 });

    const unknown = await app.inject({
      method: 'POST',
      url: rerun(randomUUID()),
      headers: bearer(TOKEN),
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await app.inject({ method: 'POST', url: rerun('1'), headers: bearer(TOKEN) });
    expect(badId.statusCode).toBe(400);
    const signedOut = await app.inject({ method: 'POST', url: rerun(id) });
    expect(signedOut.statusCode).toBe(401);
  });
});
