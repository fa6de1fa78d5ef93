import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import {
  backoffMs,
  DEFAULT_LEASE_SECONDS,
  DEFAULT_MAX_ATTEMPTS,
  errorText,
  JobRefused,
  type JobContext,
  type JobKind,
} from './job-kind';
import {
  claimDueJobs,
  claimJob,
  deleteDoneJobs,
  finishJob,
  findJob,
  insertJob,
  listJobs,
  requeueJob,
  type Claim,
  type JobRow,
  type JobState,
} from './jobs.repository';

/** A job as the list shows it (ADR 0025). */
export type Job = Omit<JobRow, 'payload'> & { payload: unknown };

export interface JobsOptions {
  db: Database;
  /** The worker pool: every process of a deployment works 'default' (tests keep their own). */
  queue?: string;
  /** The clock for due times, leases and backoff (tests move it). */
  now?: () => Date;
  /** Jobs claimed at a time and run side by side. */
  batch?: number;
  /** Where a failed run, or a failed poll, is reported. */
  onError?: (error: unknown, job?: JobContext) => void;
}

/** The job's row is no longer this worker's: its lease ran out and another worker took it. */
class LeaseLost extends Error {}

const WORKER = `${hostname()}:${process.pid}`;

/**
 * The durable jobs of one process (ADR 0025): `enqueue` writes a job in the caller's unit of work
 * and runs it here once that commits; `runDueJobs` claims due jobs (a lease each, SKIP LOCKED)
 * and runs them; `start` polls in the background until `stop`. A failed run is retried with
 * backoff, a job out of attempts or refused is dead (its kind's undo runs with that), and
 * `rerun` queues a failed or dead one again.
 */
export function createJobs(options: JobsOptions) {
  const { db } = options;
  const queue = options.queue ?? 'default';
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? 5;
  const report = options.onError ?? (() => undefined);
  const kinds = new Map<string, JobKind<unknown>>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let sweepsScheduled = false;

  /** Keeps `work` until it settles, so `stop` can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  const claim = (): Claim => ({
    queue,
    leases: Object.fromEntries(
      [...kinds.values()].map((k) => [k.kind, (k.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000]),
    ),
    at: now(),
    token: `${WORKER}/${randomUUID()}`,
  });

  const later = (ms: number) => new Date(now().getTime() + ms);

  const contextOf = (row: JobRow): JobContext => ({
    id: row.id,
    kind: row.kind,
    storeId: row.storeId,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
  });

  /** Dead, with the kind's undo in the same unit of work; an undo that fails is tried later. */
  async function giveUp(row: JobRow, token: string, kind: JobKind<unknown>, error: string) {
    const dead = { state: 'dead', lastError: error, finishedAt: now() } as const;
    const parsed = kind.payload.safeParse(row.payload);
    const undo = kind.onDead?.bind(kind);
    if (!undo || !parsed.success) {
      await finishJob(db, row.id, token, dead);
      return;
    }
    try {
      await withTransaction(db, async (tx, afterCommit) => {
        await undo(parsed.data, { tx, afterCommit }, { ...contextOf(row), error });
        // The job's row last (ADR 0006): the undo's own locks come first.
        if (!(await finishJob(tx, row.id, token, dead))) throw new LeaseLost();
      });
    } catch (failure) {
      if (failure instanceof LeaseLost) return;
      report(failure, contextOf(row));
      await finishJob(db, row.id, token, {
        state: 'failed',
        runAt: later(backoffMs(row.attempts)),
        lastError: `${error} (its undo failed: ${errorText(failure)})`,
      });
    }
  }

  /** Runs a claimed job and writes its outcome; never throws. */
  async function execute(row: JobRow): Promise<void> {
    const kind = kinds.get(row.kind);
    const token = row.lockedBy;
    if (!kind || !token) return;
    const context = contextOf(row);
    try {
      const sweep = kind.everySeconds !== undefined ? kind.everySeconds * 1000 : undefined;
      if (sweep === undefined && row.attempts > row.maxAttempts) {
        // Its last attempt's process died mid-run (the lease ran out), or its undo failed.
        await giveUp(row, token, kind, row.lastError ?? 'the last attempt did not finish');
        return;
      }
      const payload = kind.payload.safeParse(row.payload);
      if (!payload.success) {
        await giveUp(row, token, kind, `payload refused: ${payload.error.message}`);
        return;
      }
      try {
        await kind.run(payload.data, context);
      } catch (error) {
        report(error, context);
        const lastError = errorText(error);
        if (sweep !== undefined) {
          const runAt = later(Math.min(backoffMs(row.attempts), sweep));
          await finishJob(db, row.id, token, { state: 'failed', runAt, lastError });
        } else if (error instanceof JobRefused || row.attempts >= row.maxAttempts) {
          await giveUp(row, token, kind, lastError);
        } else {
          const runAt = later((kind.retryDelayMs ?? backoffMs)(row.attempts));
          await finishJob(db, row.id, token, { state: 'failed', runAt, lastError });
        }
        return;
      }
      await finishJob(
        db,
        row.id,
        token,
        sweep === undefined
          ? { state: 'done', finishedAt: now() }
          : { state: 'queued', runAt: later(sweep), attempts: 0, finishedAt: now() },
      );
    } catch (error) {
      // The database failed while recording: the lease runs out and the job is taken again.
      report(error, context);
    }
  }

  /** Claims the job `id` if it is due and no worker holds it, and runs it. */
  async function runJob(id: string): Promise<boolean> {
    const row = await claimJob(db, claim(), id);
    if (row) await execute(row);
    return Boolean(row);
  }

  async function runDueJobs(): Promise<number> {
    const rows = await claimDueJobs(db, claim(), batch);
    await Promise.all(rows.map(execute));
    return rows.length;
  }

  /** Each sweep's one row in this queue, due a period from now; kept if it is there. */
  async function scheduleSweeps(): Promise<void> {
    for (const kind of kinds.values()) {
      if (kind.everySeconds === undefined) continue;
      await insertJob(db, {
        queue,
        kind: kind.kind,
        key: kind.kind,
        payload: {},
        maxAttempts: kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: later(kind.everySeconds * 1000),
      });
    }
  }

  async function poll(): Promise<void> {
    try {
      if (!sweepsScheduled) {
        await scheduleSweeps();
        sweepsScheduled = true;
      }
      while (!stopped && (await runDueJobs()) === batch) {
        // A full batch: more may be due.
      }
    } catch (error) {
      report(error);
    }
  }

  return {
    /** Makes `kind` runnable by this process's worker; each kind once. */
    register<P>(kind: JobKind<P>): void {
      if (kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} registered twice`);
      kinds.set(kind.kind, kind);
    },

    /**
     * Writes a job in the caller's unit of work; once that commits, this process runs it (a
     * failure there is retried by the worker). Answers its id, or undefined when the queue
     * already holds a job under `key`. Rolled back, it never existed.
     */
    async enqueue<P>(
      unit: UnitOfWork,
      kind: JobKind<P>,
      payload: P,
      at: { storeId?: string | null; key?: string; runAt?: Date } = {},
    ): Promise<string | undefined> {
      const row = await insertJob(unit.tx, {
        queue,
        kind: kind.kind,
        key: at.key ?? null,
        storeId: at.storeId ?? null,
        payload,
        maxAttempts: kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: at.runAt ?? now(),
      });
      if (!row) return undefined;
      unit.afterCommit(() => track(runJob(row.id)));
      return row.id;
    },

    /** Claims the due jobs (up to a batch) and runs them; answers how many it took. */
    runDueJobs: () => track(runDueJobs()),

    /** Runs the job `id` now if it is due and no worker holds it; answers whether it ran. */
    runJob: (id: string) => track(runJob(id)),

    /** Puts each sweep's row in place (the loop does it on its first poll). */
    scheduleSweeps,

    async list(
      filter: {
        state?: JobState;
        kind?: string;
        storeId?: string;
        before?: Date;
        limit?: number;
      } = {},
    ): Promise<Job[]> {
      return listJobs(db, { ...filter, queue, limit: Math.min(filter.limit ?? 50, 500) });
    },

    get: (id: string): Promise<Job | undefined> => findJob(db, id),

    /** Deletes this queue's jobs done before `before`; answers how many (schedulePruneDoneJobs). */
    pruneDone: (before: Date): Promise<number> => deleteDoneJobs(db, queue, before),

    /** The clock due times and leases are read from. */
    now,

    /** A failed or dead job queued again, with its attempts anew; undefined for any other. */
    rerun: (id: string): Promise<Job | undefined> => requeueJob(db, id, now()),

    /** Polls every `pollMs` (none when 0) until `stop`; the timer does not keep the process up. */
    start(pollMs: number): void {
      if (pollMs <= 0 || timer || stopped) return;
      const next = () => {
        timer = setTimeout(() => {
          void track(poll()).then(() => {
            if (!stopped) next();
          });
        }, pollMs);
        timer.unref();
      };
      next();
    },

    /** No new poll; waits for the runs under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
