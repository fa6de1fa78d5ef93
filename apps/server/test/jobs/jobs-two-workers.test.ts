import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../src/db/client';
import { withTransaction } from '../../src/db/unit-of-work';
import { createJobs, type JobKind, type Jobs } from '../../src/modules/jobs/public';
import { secondDatabase, testDatabase } from '../helpers/test-app';

/**
 * Two workers as two server processes would run them: on PostgreSQL (TEST_DATABASE_URL) each
 * has its own pool on the same database; on PGlite, the one process's one connection.
 */
let second: DatabaseHandle & { own: boolean };
beforeAll(async () => {
  second = await secondDatabase();
});
afterAll(async () => {
  if (second.own) await second.close();
});

const JOBS = 60;

describe('two workers on one queue', () => {
  it('never run the same job twice, racing for every due job', async () => {
    const queue = `race-${randomUUID()}`;
    const runs = new Map<number, number>();
    const kind: JobKind<{ n: number }> = {
      kind: 'test.race',
      payload: z.object({ n: z.number() }),
      async run({ n }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Let the other worker's claim go on while this one holds the job.
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const workers: Jobs[] = [(await testDatabase()).db, second.db].map((db) =>
      createJobs({ db, queue, batch: 4 }),
    );
    for (const worker of workers) worker.register(kind);
    const { db } = await testDatabase();
    await withTransaction(db, async (tx) => {
      for (let n = 0; n < JOBS; n += 1) {
        // Written without the after-commit run, so only the two workers' claims take them.
        await workers[0]?.enqueue({ tx, afterCommit: () => {} }, kind, { n });
      }
    });

    // Each worker claims again and again, at the same time, until neither finds one due.
    const drain = async (worker: Jobs) => {
      let taken = 0;
      for (let claimed = 1; claimed > 0; taken += claimed) claimed = await worker.runDueJobs();
      return taken;
    };
    const taken = await Promise.all(workers.map(drain));

    expect(taken.reduce((a, b) => a + b, 0)).toBe(JOBS);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(JOBS).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const done = await workers[0]?.list({ kind: 'test.race', state: 'done', limit: 500 });
    expect(done).toHaveLength(JOBS);
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it('run one job once when both are asked for it at the same moment', async () => {
    const queue = `race-${randomUUID()}`;
    let ran = 0;
    const kind: JobKind<Record<string, never>> = {
      kind: 'test.one',
      payload: z.object({}),
      async run() {
        ran += 1;
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const workers = [(await testDatabase()).db, second.db].map((db) => createJobs({ db, queue }));
    for (const worker of workers) worker.register(kind);
    const [first] = workers;
    if (!first) throw new Error('no worker');
    const { db } = await testDatabase();
    for (let round = 0; round < 10; round += 1) {
      const id = await withTransaction(db, (tx) =>
        first.enqueue({ tx, afterCommit: () => {} }, kind, {}),
      );
      if (!id) throw new Error('not enqueued');
      const answers = await Promise.all(workers.map((worker) => worker.runJob(id)));
      expect(answers.filter(Boolean)).toHaveLength(1);
    }
    expect(ran).toBe(10);
    await Promise.all(workers.map((worker) => worker.stop()));
  });
});
