/**
 * The unit of work every money movement and every event publish goes through: one database
 * transaction, with side effects (events, mail, provider calls, filling caches) queued by
 * `afterCommit` and run only once it has committed.
 *
 * Lock order (ADR 0006). A transaction that locks rows takes them in this order, so no two can
 * wait on each other in a cycle:
 *   1. the request's own idempotency key (its `webhook_events` row, a transfer's `payouts` row
 *      claimed by its `ref`, an advert's row claimed by its `reference`), unique to that request;
 *   2. the store row: FOR UPDATE to delete the store, FOR KEY SHARE to write money into it;
 *   3. the store's top-up rows, in id order, or the payout being settled, or the advert being
 *      paused, resumed or ended (ADR 0021);
 *   4. wallet ledger accounts, in id order (`ledger_post()` locks them so);
 *   5. system ledger accounts, which are never row-locked, only created once;
 *   6. the store's row counters (`row_counts`), taken last by the triggers of the tables they
 *      count (ADR 0008).
 * A deadlock or serialization failure that still happens is retried here, never answered 500.
 */
import type { Database, Executor } from './client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type AfterCommit = (effect: () => unknown) => void;

/** What a service or ledger call takes to join its caller's unit of work. */
export interface UnitOfWork {
  tx: Executor;
  afterCommit: AfterCommit;
}

export interface UnitOfWorkOptions {
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** The pause before attempt `attempt + 1`. */
  backoffMs?: (attempt: number) => number;
  /** Where a failed after-commit effect is reported; the committed result stands regardless. */
  onEffectError?: (error: unknown) => void;
}

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** True for PostgreSQL's "try again" failures, also when a driver wraps them as `cause`. */
function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === DEADLOCK || code === SERIALIZATION_FAILURE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Full jitter over 10, 20, 40, ... ms, capped at 200 ms. */
const jitteredBackoff = (attempt: number) => Math.random() * Math.min(200, 10 * 2 ** (attempt - 1));

const reportToConsole = (error: unknown) =>
  console.error('An after-commit effect failed; its transaction stays committed:', error);

/** Runs `attempt` again after a deadlock or serialization failure, up to `maxAttempts` in all. */
export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? jitteredBackoff;
  for (let attempted = 1; ; attempted += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (attempted >= maxAttempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempted)));
    }
  }
}

/**
 * Runs `work` in one transaction. Effects it queues run in order after the commit, each awaited;
 * on rollback they are dropped, and a retried attempt starts with an empty queue. An effect that
 * throws is reported and the next one still runs: the money has moved, so the caller succeeds.
 * `work` may run more than once, so everything outside the database belongs in `afterCommit`.
 * Units of work do not nest: a callee joins the caller's by taking its `UnitOfWork`.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  const { result, effects } = await retryOnConflict(async () => {
    const queued: (() => unknown)[] = [];
    const value = await db.transaction((tx) => work(tx, (effect) => queued.push(effect)));
    return { result: value, effects: queued };
  }, options);
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      (options.onEffectError ?? reportToConsole)(error);
    }
  }
  return result;
}
