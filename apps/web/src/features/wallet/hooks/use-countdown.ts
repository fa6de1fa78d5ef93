import { useCallback, useEffect, useState } from 'react';

/** docs/product/records.md: the states of the top-up countdown. */
export const COUNTDOWN_STATES = {
  STARTED: 'STARTED',
  PAUSED: 'PAUSED',
  STOPPED: 'STOPPED',
  COMPLETED: 'COMPLETED',
} as const;
export type CountdownState = (typeof COUNTDOWN_STATES)[keyof typeof COUNTDOWN_STATES];

const TICK_MS = 1000;

interface Countdown {
  state: CountdownState;
  /** The whole duration of the current run. */
  durationMs: number;
  remainingMs: number;
  /** Starts (or restarts) from `durationMs`, or from the initial duration. */
  start: (durationMs?: number) => void;
  /** STARTED -> PAUSED, keeping what remains. */
  pause: () => void;
  /** PAUSED -> STARTED. */
  resume: () => void;
  /** Stops for good; what remains is kept for display. */
  stop: () => void;
}

interface Run {
  state: CountdownState;
  durationMs: number;
  remainingMs: number;
  /** When a STARTED run reaches zero (epoch ms); null otherwise. */
  endsAt: number | null;
}

/** The first run: STOPPED, or already STARTED (COMPLETED when nothing is left). */
function firstRun(durationMs: number, startNow: boolean): Run {
  if (!startNow) {
    return { state: COUNTDOWN_STATES.STOPPED, durationMs, remainingMs: durationMs, endsAt: null };
  }
  if (durationMs <= 0) {
    return { state: COUNTDOWN_STATES.COMPLETED, durationMs, remainingMs: 0, endsAt: null };
  }
  return {
    state: COUNTDOWN_STATES.STARTED,
    durationMs,
    remainingMs: durationMs,
    endsAt: Date.now() + durationMs,
  };
}

/**
 * A countdown that starts STOPPED, or STARTED with `startNow` (a top-up reopened with the time it
 * has left). It counts against the clock, not against ticks, so a throttled background tab does
 * not slow it; it turns COMPLETED on reaching zero.
 */
export function useCountdown(
  initialDurationMs: number,
  { startNow = false }: { startNow?: boolean } = {},
): Countdown {
  const [run, setRun] = useState<Run>(() => firstRun(initialDurationMs, startNow));

  useEffect(() => {
    if (run.state !== COUNTDOWN_STATES.STARTED || run.endsAt === null) return;
    const endsAt = run.endsAt;
    const timer = setInterval(() => {
      const remainingMs = Math.max(0, endsAt - Date.now());
      setRun((current) =>
        current.endsAt !== endsAt
          ? current
          : remainingMs === 0
            ? { ...current, state: COUNTDOWN_STATES.COMPLETED, remainingMs, endsAt: null }
            : { ...current, remainingMs },
      );
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [run.state, run.endsAt]);

  const start = useCallback(
    (durationMs = initialDurationMs) =>
      setRun({
        state: COUNTDOWN_STATES.STARTED,
        durationMs,
        remainingMs: durationMs,
        endsAt: Date.now() + durationMs,
      }),
    [initialDurationMs],
  );
  const pause = useCallback(
    () =>
      setRun((current) =>
        current.state === COUNTDOWN_STATES.STARTED && current.endsAt !== null
          ? {
              ...current,
              state: COUNTDOWN_STATES.PAUSED,
              remainingMs: Math.max(0, current.endsAt - Date.now()),
              endsAt: null,
            }
          : current,
      ),
    [],
  );
  const resume = useCallback(
    () =>
      setRun((current) =>
        current.state === COUNTDOWN_STATES.PAUSED
          ? {
              ...current,
              state: COUNTDOWN_STATES.STARTED,
              endsAt: Date.now() + current.remainingMs,
            }
          : current,
      ),
    [],
  );
  const stop = useCallback(
    () =>
      setRun((current) =>
        current.state === COUNTDOWN_STATES.STARTED || current.state === COUNTDOWN_STATES.PAUSED
          ? {
              ...current,
              state: COUNTDOWN_STATES.STOPPED,
              remainingMs:
                current.endsAt === null
                  ? current.remainingMs
                  : Math.max(0, current.endsAt - Date.now()),
              endsAt: null,
            }
          : current,
      ),
    [],
  );

  const { state, durationMs, remainingMs } = run;
  return { state, durationMs, remainingMs, start, pause, resume, stop };
}

/** mm:ss (or h:mm:ss) of a remaining time, rounded up to the second. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}
