import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import {
  clearAttemptsAt,
  lockAttemptRow,
  releaseAttempt,
  reserveAttempt,
  saveAttemptRow,
} from './attempts.repository';

/** How many attempts a key may have evaluated in a window, and how long it is locked after. */
export interface AttemptPolicy {
  limit: number;
  windowMinutes: number;
  lockMinutes: number;
}

export interface AttemptKey {
  key: string;
  policy: AttemptPolicy;
}

/** The attempts one request holds, one per key, with each one's place in its key's window. */
export interface Reservation {
  /** The secret was right: forgets the key's count (see `clearAttemptsAt`). */
  succeeded(key: AttemptKey): Promise<void>;
  /** Gives this attempt back (it should not count, e.g. a right answer on a shared address). */
  release(key: AttemptKey): Promise<void>;
}

/**
 * The one guard for everything guessable (sign-in, the old password): an attempt is reserved
 * atomically in the database BEFORE the secret is checked, so no burst, in one process or
 * many, gets more than `limit` evaluations. A success then gives its reservation back or
 * clears the key; a failure simply keeps it.
 */
export function createAttemptLimiter(db: Executor, now: () => Date = () => new Date()) {
  async function reserve(key: AttemptKey): Promise<number | null> {
    const { limit, windowMinutes, lockMinutes } = key.policy;
    return reserveAttempt(db, {
      key: key.key,
      limit,
      now: now(),
      windowMs: windowMinutes * 60_000,
      lockMs: lockMinutes * 60_000,
    });
  }

  return {
    /**
     * Reserves one attempt on each key, in order. Answers the reservation when the attempt may
     * go ahead, or null when a key refused (the reservations already taken are given back).
     */
    async reserve(keys: AttemptKey[]): Promise<Reservation | null> {
      const places = new Map<string, number>();
      for (const key of keys) {
        const place = await reserve(key);
        if (place === null) {
          for (const taken of places.keys()) await releaseAttempt(db, taken);
          return null;
        }
        places.set(key.key, place);
      }
      return {
        succeeded: (key) => clearAttemptsAt(db, key.key, places.get(key.key) ?? 0),
        release: (key) => releaseAttempt(db, key.key),
      };
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * What an attempt taken in turn came to: right; wrong; or refused or wrong while the key is
 * locked until `lockedUntil` (`justLocked` when this very attempt started the lock).
 */
export type TurnOutcome =
  | { ok: true }
  | { ok: false; lockedUntil: null }
  | { ok: false; lockedUntil: Date; justLocked: boolean };

/**
 * Attempts on a key taken one at a time, for a secret whose owner may rightly use it many times
 * at once (a PIN authorising parallel transfers): each attempt holds the key's row lock while
 * `evaluate` checks the secret, so right answers all go through, in turn, and wrong ones are
 * counted exactly; the `limit`-th wrong one in a row locks the key for `lockMinutes`,
 * and no attempt is evaluated until the lock ends. A right answer clears the count. The same
 * guarantee as `reserve`, across processes: 50 parallel wrong answers evaluate at most `limit`.
 */
export function createTurnTakingLimiter(db: Database, now: () => Date = () => new Date()) {
  return async function attempt(
    key: AttemptKey,
    evaluate: () => Promise<boolean>,
  ): Promise<TurnOutcome> {
    const { limit, windowMinutes, lockMinutes } = key.policy;
    return withTransaction(db, async (tx) => {
      const at = now();
      const row = await lockAttemptRow(tx, key.key, at);
      if (row.lockedUntil && row.lockedUntil > at) {
        return { ok: false, lockedUntil: row.lockedUntil, justLocked: false };
      }
      const windowOver = at.getTime() - row.windowStartedAt.getTime() > windowMinutes * 60_000;
      const fresh = windowOver || row.lockedUntil !== null;
      if (await evaluate()) {
        await saveAttemptRow(tx, key.key, { failures: 0, windowStartedAt: at, lockedUntil: null });
        return { ok: true };
      }
      const failures = (fresh ? 0 : row.failures) + 1;
      const lockedUntil = failures >= limit ? new Date(at.getTime() + lockMinutes * 60_000) : null;
      await saveAttemptRow(tx, key.key, {
        failures,
        windowStartedAt: fresh ? at : row.windowStartedAt,
        lockedUntil,
      });
      return lockedUntil
        ? { ok: false, lockedUntil, justLocked: true }
        : { ok: false, lockedUntil };
    });
  };
}
