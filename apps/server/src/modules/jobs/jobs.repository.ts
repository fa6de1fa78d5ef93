import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export const JOB_STATES = ['queued', 'running', 'failed', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a claim takes: the worker's queue, the kinds it runs with their leases, its token. */
export interface Claim {
  queue: string;
  /** Lease in milliseconds, by kind: the kinds this worker runs. */
  leases: Record<string, number>;
  at: Date;
  token: string;
}

/** The job, or undefined when its queue already holds one under the same key. */
export async function insertJob(db: Executor, job: NewJob): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    .returning();
  return row;
}

/** Queued or failed and due, or running with a lease that ran out (its process died). */
const due = (at: Date) =>
  or(
    and(inArray(jobs.state, ['queued', 'failed']), lte(jobs.runAt, at)),
    and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, at)),
  );

/** Up to `limit` due jobs of the worker's kinds, soonest first, claimed for this worker. */
export async function claimDueJobs(db: Executor, claim: Claim, limit: number): Promise<JobRow[]> {
  return claimWhere(db, claim, limit);
}

/** The job `id` if it is due and of the worker's kinds, claimed for this worker. */
export async function claimJob(
  db: Executor,
  claim: Claim,
  id: string,
): Promise<JobRow | undefined> {
  const [row] = await claimWhere(db, claim, 1, id);
  return row;
}

/**
 * Claims in one statement: the rows picked are locked FOR UPDATE SKIP LOCKED while they are
 * marked running under the worker's token until their kind's lease ends, so two workers (two
 * processes, two connections) never take the same job: a row another claim holds is skipped, and
 * one whose claim committed first is no longer due when re-read.
 */
async function claimWhere(db: Executor, claim: Claim, limit: number, id?: string) {
  const kinds = Object.keys(claim.leases);
  if (kinds.length === 0) return [];
  const picked = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, claim.queue),
        inArray(jobs.kind, kinds),
        due(claim.at),
        id ? eq(jobs.id, id) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.token,
      lockedUntil: sql`${claim.at.toISOString()}::timestamptz + (${JSON.stringify(claim.leases)}::jsonb ->> ${jobs.kind})::bigint * interval '1 millisecond'`,
    })
    .where(inArray(jobs.id, picked))
    .returning();
}

/**
 * Writes the outcome of a run, if this worker still holds the job (its token, still running):
 * false when its lease ran out and another worker took it, whose outcome then stands.
 */
export async function finishJob(
  db: Executor,
  id: string,
  token: string,
  change: {
    state: JobState;
    runAt?: Date;
    lastError?: string;
    finishedAt?: Date;
    attempts?: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...change, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, token), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Jobs newest first, filtered by queue, state, kind or store; `before` pages on created_at. */
export async function listJobs(
  db: Executor,
  filter: {
    queue?: string;
    state?: JobState;
    kind?: string;
    storeId?: string;
    before?: Date;
    limit: number;
  },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        filter.queue ? eq(jobs.queue, filter.queue) : undefined,
        filter.state ? eq(jobs.state, filter.state) : undefined,
        filter.kind ? eq(jobs.kind, filter.kind) : undefined,
        filter.storeId ? eq(jobs.storeId, filter.storeId) : undefined,
        filter.before ? lt(jobs.createdAt, filter.before) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(filter.limit);
}

/** A failed or dead job queued again from its first attempt, due at `at`; else undefined. */
export async function requeueJob(db: Executor, id: string, at: Date): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: at, finishedAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'dead'])))
    .returning();
  return row;
}

/** Deletes the queue's jobs done before `before`; answers how many. Failed and dead ones stay. */
export async function deleteDoneJobs(db: Executor, queue: string, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
