import { FlowsQuerySchema, type FlowsQuery } from '@olivia/contracts/wallet';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The periods offered in one click, in days up to today; 30 until the merchant picks another. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
const DEFAULT_PRESET: PeriodPreset = 30;
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` whole UTC days, today included. */
export function lastDays(days: number, now = Date.now()): FlowsQuery {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

export interface Period {
  /** The preset in use, or 'custom' for dates the merchant chose. */
  choice: PeriodPreset | 'custom';
  from: string | undefined;
  to: string | undefined;
  /** The request, when the dates can be asked for. */
  query: FlowsQuery | undefined;
  /** Why the dates cannot be asked for (a contracts message), if they cannot. */
  error: string | undefined;
}

/**
 * The period in the URL: `?days=7|30|90`, or `?from=&to=` for dates the merchant chose; nothing
 * means the last 30 days.
 */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const days = Number(params.get('days'));
  const preset = PERIOD_PRESETS.find((candidate) => candidate === days) ?? DEFAULT_PRESET;
  const custom = from !== undefined || to !== undefined;

  let period: Period;
  if (custom) {
    const parsed = FlowsQuerySchema.safeParse({ from, to });
    period = {
      choice: 'custom',
      from,
      to,
      query: parsed.success ? parsed.data : undefined,
      error: from && to && !parsed.success ? parsed.error.issues[0]?.message : undefined,
    };
  } else {
    const range = lastDays(preset);
    period = { choice: preset, ...range, query: range, error: undefined };
  }

  const choosePreset = useCallback(
    (next: PeriodPreset) => setParams({ days: String(next) }, { replace: true }),
    [setParams],
  );
  const chooseDates = useCallback(
    (dates: { from: string | undefined; to: string | undefined }) => {
      const next = new URLSearchParams();
      if (dates.from) next.set('from', dates.from);
      if (dates.to) next.set('to', dates.to);
      // Both ends cleared: back to the default period.
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { period, choosePreset, chooseDates };
}
