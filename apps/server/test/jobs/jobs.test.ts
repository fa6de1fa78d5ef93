import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withTransaction } from '../../src/db/unit-of-work';
import {
  createJobs,
  JobRefused,
  schedulePruneDoneJobs,
  type JobKind,
  type Jobs,
} from '../../src/modules/jobs/public';
import { testDatabase } from '../helpers/test-app';

/** A promise settled from outside: a job that hangs until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const T0 = new Date('2030-01-01T00:00:00Z');
let clock = T0;
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let workers: Jobs[] = [];

/** A worker on its own queue (or `queue`), on the shared test database, on the test's clock. */
async function worker(queue = `jobs-test-${randomUUID()}`) {
  const { db } = await testDatabase();
  const jobs = createJobs({ db, queue, now: () => clock });
  workers.push(jobs);
  return { jobs, queue, db };
}

afterEach(async () => {
  await Promise.all(workers.map((jobs) => jobs.stop()));
  workers = [];
  clock = T0;
});

/** A kind that records each run and does what `behave` says. */
function recording(
  behave: (attempt: number) => Promise<void> = async () => {},
  more: Partial<JobKind<{ n: number }>> = {},
) {
  const runs: { n: number; attempt: number }[] = [];
  const undone: { n: number; error: string }[] = [];
  const kind: JobKind<{ n: number }> = {
    kind: `test.${randomUUID()}`,
    payload: z.object({ n: z.number() }),
    async run(payload, job) {
      runs.push({ n: payload.n, attempt: job.attempt });
      await behave(job.attempt);
    },
    async onDead(payload, _unit, job) {
      undone.push({ n: payload.n, error: job.error });
    },
    ...more,
  };
  return { kind, runs, undone };
}

async function enqueue(jobs: Jobs, kind: JobKind<{ n: number }>, n: number) {
  const { db } = await testDatabase();
  const id = await withTransaction(db, (tx, afterCommit) =>
    jobs.enqueue({ tx, afterCommit }, kind, { n }),
  );
  if (!id) throw new Error('not enqueued');
  return id;
}

describe('a job written in a unit of work', () => {
  it('runs once after the commit', async () => {
    const { jobs } = await worker();
    const { kind, runs } = recording();
    jobs.register(kind);
    const id = await enqueue(jobs, kind, 1);
    expect(runs).toEqual([{ n: 1, attempt: 1 }]);
    expect(await jobs.get(id)).toMatchObject({ state: 'done', attempts: 1, finishedAt: T0 });
    clock = at(3600);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(runs).toHaveLength(1);
  });

  it('never runs when the unit of work rolls back', async () => {
    const { jobs, db } = await worker();
    const { kind, runs } = recording();
    jobs.register(kind);
    await expect(
      withTransaction(db, async (tx, afterCommit) => {
        await jobs.enqueue({ tx, afterCommit }, kind, { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    clock = at(86_400);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(runs).toEqual([]);
    expect(await jobs.list({ kind: kind.kind })).toEqual([]);
  });

  it('is written once per key', async () => {
    const { jobs, db } = await worker();
    const { kind, runs } = recording();
    jobs.register(kind);
    const twice = await withTransaction(db, async (tx, afterCommit) => [
      await jobs.enqueue({ tx, afterCommit }, kind, { n: 1 }, { key: 'one' }),
      await jobs.enqueue({ tx, afterCommit }, kind, { n: 2 }, { key: 'one' }),
    ]);
    expect(twice[0]).toBeDefined();
    expect(twice[1]).toBeUndefined();
    expect(runs).toEqual([{ n: 1, attempt: 1 }]);
  });
});

describe('a failing job', () => {
  it('is retried with backoff (15 s, then doubling), then dead, its undo run once', async () => {
    const { jobs } = await worker();
    const { kind, runs, undone } = recording(
      async (attempt) => {
        throw new Error(`no answer ${attempt}`);
      },
      { maxAttempts: 3 },
    );
    jobs.register(kind);
    const id = await enqueue(jobs, kind, 7);
    expect(await jobs.get(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      runAt: at(15),
      lastError: 'Error: no answer 1',
    });
    clock = at(14);
    expect(await jobs.runDueJobs()).toBe(0);
    clock = at(15);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ state: 'failed', attempts: 2, runAt: at(45) });
    clock = at(44);
    expect(await jobs.runDueJobs()).toBe(0);
    clock = at(45);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.get(id)).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'Error: no answer 3',
      finishedAt: at(45),
    });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(undone).toEqual([{ n: 7, error: 'Error: no answer 3' }]);
    clock = at(86_400);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(runs).toHaveLength(3);
  });

  it('is dead at once when refused, its undo run', async () => {
    const { jobs } = await worker();
    const { kind, runs, undone } = recording(async () => {
      throw new JobRefused('the registry says no');
    });
    jobs.register(kind);
    const id = await enqueue(jobs, kind, 3);
    expect(await jobs.get(id)).toMatchObject({ state: 'dead', attempts: 1 });
    expect(runs).toHaveLength(1);
    expect(undone).toEqual([{ n: 3, error: 'JobRefused: the registry says no' }]);
  });

  it('keeps its undo until it commits: an undo that fails is tried again, alone', async () => {
    const { jobs } = await worker();
    let undoFails = true;
    const undone: number[] = [];
    const { kind, runs } = recording(
      async () => {
        throw new JobRefused('no');
      },
      {
        async onDead(payload) {
          if (undoFails) throw new Error('undo failed');
          undone.push(payload.n);
        },
      },
    );
    jobs.register(kind);
    const id = await enqueue(jobs, kind, 4);
    expect(await jobs.get(id)).toMatchObject({ state: 'failed', runAt: at(15) });
    undoFails = false;
    clock = at(15);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(runs).toHaveLength(2);
    expect(undone).toEqual([4]);
    expect(await jobs.get(id)).toMatchObject({ state: 'dead' });
  });

  it('is re-run by hand once dead, from its first attempt', async () => {
    const { jobs } = await worker();
    let broken = true;
    const { kind, runs } = recording(
      async () => {
        if (broken) throw new Error('down');
      },
      { maxAttempts: 1 },
    );
    jobs.register(kind);
    const id = await enqueue(jobs, kind, 5);
    expect(await jobs.get(id)).toMatchObject({ state: 'dead', attempts: 1 });
    const [listed] = await jobs.list({ state: 'dead', kind: kind.kind });
    expect(listed).toMatchObject({ id, lastError: 'Error: down', attempts: 1, maxAttempts: 1 });

    broken = false;
    clock = at(60);
    expect(await jobs.rerun(id)).toMatchObject({ state: 'queued', attempts: 0, runAt: at(60) });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(runs).toHaveLength(2);
    // A job that is done, or running, is not re-run.
    expect(await jobs.rerun(id)).toBeUndefined();
  });
});

describe('a process that dies mid-job', () => {
  it('leaves its job to another worker once the lease has run out', async () => {
    const queue = `jobs-test-${randomUUID()}`;
    const first = await worker(queue);
    const second = await worker(queue);
    const hang = gate();
    const started = gate();
    const { kind, runs } = recording(
      async (attempt) => {
        if (attempt === 1) {
          started.open();
          await hang.opened;
        }
      },
      { leaseSeconds: 60 },
    );
    first.jobs.register(kind);
    second.jobs.register(kind);
    const { db } = first;
    const id = await withTransaction(db, (tx) =>
      // Written without the after-commit run: the first worker's poll takes it.
      first.jobs.enqueue({ tx, afterCommit: () => {} }, kind, { n: 9 }),
    );
    if (!id) throw new Error('not enqueued');
    const dying = first.jobs.runDueJobs();
    await started.opened;

    // Leased to the first worker: nobody else takes it, even 59 s on.
    clock = at(59);
    expect(await second.jobs.runDueJobs()).toBe(0);
    expect(await second.jobs.get(id)).toMatchObject({ state: 'running', attempts: 1 });

    // The lease ran out: its process is taken for dead, and the job runs again.
    clock = at(60);
    expect(await second.jobs.runDueJobs()).toBe(1);
    expect(await second.jobs.get(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);

    // The first worker's late end changes nothing: the job is no longer its own.
    hang.open();
    await dying;
    expect(await second.jobs.get(id)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('a sweep', () => {
  it('is one row for every worker, run every period, never two passes at once', async () => {
    const queue = `jobs-test-${randomUUID()}`;
    const first = await worker(queue);
    const second = await worker(queue);
    const hang = gate();
    const started = gate();
    let passes = 0;
    const sweep = (jobs: Jobs) =>
      jobs.register({
        kind: 'test.sweep',
        payload: z.object({}),
        everySeconds: 60,
        async run() {
          passes += 1;
          if (passes === 1) {
            started.open();
            await hang.opened;
          }
        },
      });
    sweep(first.jobs);
    sweep(second.jobs);
    await first.jobs.scheduleSweeps();
    await second.jobs.scheduleSweeps();
    const rows = await first.jobs.list({ kind: 'test.sweep' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'queued', runAt: at(60) });

    clock = at(60);
    const pass = first.jobs.runDueJobs();
    await started.opened;
    // The first pass is still running: a second worker takes no second one, even periods later.
    clock = at(180);
    expect(await second.jobs.runDueJobs()).toBe(0);
    hang.open();
    expect(await pass).toBe(1);
    expect(await first.jobs.list({ kind: 'test.sweep' })).toMatchObject([
      { state: 'queued', attempts: 0, runAt: at(240) },
    ]);
    clock = at(240);
    expect(await second.jobs.runDueJobs()).toBe(1);
    expect(passes).toBe(2);
  });
});

describe('the prune sweep', () => {
  it('deletes jobs done over 30 days ago, keeps newer ones and every dead one', async () => {
    const { jobs } = await worker();
    const done = recording();
    const refused = recording(async () => {
      throw new JobRefused('no');
    });
    jobs.register(done.kind);
    jobs.register(refused.kind);
    schedulePruneDoneJobs(jobs);
    const old = await enqueue(jobs, done.kind, 1);
    const dead = await enqueue(jobs, refused.kind, 2);
    clock = at(30 * 86_400);
    const recent = await enqueue(jobs, done.kind, 3);
    await jobs.scheduleSweeps();

    clock = at(31 * 86_400 + 1);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.get(old)).toBeUndefined();
    expect(await jobs.get(dead)).toMatchObject({ state: 'dead' });
    expect(await jobs.get(recent)).toMatchObject({ state: 'done' });
    expect(await jobs.list({ kind: 'jobs.prune' })).toMatchObject([{ state: 'queued' }]);
  });
});
