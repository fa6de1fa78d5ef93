import type { Executor } from '../../db/client';
import { clearAttempts, lockedUntil, releaseAttempt, reserveAttempt } from './attempts.repository';

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

/**
 * The one guard for everything guessable (sign-in, the old password, PINs): an attempt is
 * reserved atomically in the database BEFORE the secret is checked, so no burst, in one process
 * or many, gets more than `limit` evaluations. A success then gives its reservation back or
 * clears the key; a failure simply keeps it.
 */
export function createAttemptLimiter(db: Executor, now: () => Date = () => new Date()) {
  async function reserve(key: AttemptKey): Promise<boolean> {
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
     * Reserves one attempt on each key, in order. Answers the first key that refused (the
     * reservations already taken are given back), or null when the attempt may go ahead.
     */
    async reserve(keys: AttemptKey[]): Promise<AttemptKey | null> {
      const taken: AttemptKey[] = [];
      for (const key of keys) {
        if (!(await reserve(key))) {
          for (const done of taken) await releaseAttempt(db, done.key);
          return key;
        }
        taken.push(key);
      }
      return null;
    },
    release: (key: AttemptKey) => releaseAttempt(db, key.key),
    clear: (key: AttemptKey) => clearAttempts(db, key.key),
    lockedUntil: (key: AttemptKey) => lockedUntil(db, key.key, now()),
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
