/** The first reconnect waits 1 s, then each doubles: 2 s, 4 s ... */
const BASE_DELAY_MS = 1_000;
/** No wait is longer than this. */
const MAX_RECONNECT_DELAY_MS = 30_000;
/**
 * Up to this share of a wait is taken off at random, so that the browsers of a server that
 * restarts do not all come back in the same second.
 */
const JITTER = 0.2;

/** The wait before reconnect number `attempt` (0 for the first) after a lost connection. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const nominal = Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
  return Math.round(nominal * (1 - JITTER * random()));
}
