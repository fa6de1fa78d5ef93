import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** The time left until `until` (an ISO date), ticking each second against the clock. */
export function useRemainingMs(until: string | undefined): number {
  const end = until ? new Date(until).getTime() : Number.NaN;
  const left = () => (Number.isFinite(end) ? Math.max(0, end - Date.now()) : 0);
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    const tick = () => setRemaining(Number.isFinite(end) ? Math.max(0, end - Date.now()) : 0);
    tick();
    if (!Number.isFinite(end)) return;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  return remaining;
}

/** 'm:ss', or 'h:mm:ss' from an hour on. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
