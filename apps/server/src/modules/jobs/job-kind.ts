import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';

/** What a run knows of its job. */
export interface JobContext {
  id: string;
  kind: string;
  storeId: string | null;
  /** This run's attempt, from 1. */
  attempt: number;
  maxAttempts: number;
}

/**
 * A kind of job (ADR 0025), defined by the module that owns the work and registered with the
 * worker. `run` throws to be retried with backoff, or throws `JobRefused` to give up at once.
 */
export interface JobKind<P> {
  kind: string;
  /** The payload as stored; a payload it refuses makes the job dead. */
  payload: z.ZodType<P>;
  run(payload: P, job: JobContext): Promise<void>;
  /**
   * The undo once the job is given up (its attempts used, or refused), in the unit of work that
   * marks it dead: a refund, say. It runs once; if it fails, the job is taken again later and
   * only the undo is tried again.
   */
  onDead?(payload: P, unit: UnitOfWork, job: JobContext & { error: string }): Promise<void>;
  /** The wait after failed attempt `attempt` (1, 2, …); `backoffMs` by default. */
  retryDelayMs?(attempt: number): number;
  /** Attempts before it is dead; 10 by default. */
  maxAttempts?: number;
  /** How long a run may take before another worker may take the job again; 5 minutes by default. */
  leaseSeconds?: number;
  /**
   * A sweep: one row per queue under its kind, run every so many seconds, put back to queued
   * after each run (a failure is retried sooner, never given up).
   */
  everySeconds?: number;
}

/** A refusal that no retry would change (a registrar saying no): the job is dead at once. */
export class JobRefused extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobRefused';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_LEASE_SECONDS = 300;

/** The wait after failed attempt `attempt` (1, 2, …): 15 s doubling each time, at most 1 hour. */
export const backoffMs = (attempt: number) =>
  Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempt - 1));

/** A failure as one line for `last_error`. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
