import type { FlowDay } from '@olivia/contracts/wallet';

/** Beyond this many days the chart shows weeks: bars stay wide enough to see and to touch. */
export const MAX_DAILY_BARS = 62;
const WEEK = 7;

export interface FlowBar {
  /** The bucket's first day (YYYY-MM-DD). */
  day: string;
  inflow: number;
  outflow: number;
  previousInflow: number;
  previousOutflow: number;
}

const roundMoney = (value: number) => Math.round(value * 100) / 100;
const sum = (days: readonly FlowDay[], key: 'inflow' | 'outflow') =>
  roundMoney(days.reduce((total, day) => total + day[key], 0));

/**
 * The chart's bars: one per day (or per week past MAX_DAILY_BARS days), each beside the same
 * position of the previous period.
 */
export function flowBars(current: readonly FlowDay[], previous: readonly FlowDay[]): FlowBar[] {
  const size = current.length > MAX_DAILY_BARS ? WEEK : 1;
  const bars: FlowBar[] = [];
  for (let start = 0; start < current.length; start += size) {
    const now = current.slice(start, start + size);
    const before = previous.slice(start, start + size);
    bars.push({
      day: now[0]?.day ?? '',
      inflow: sum(now, 'inflow'),
      outflow: sum(now, 'outflow'),
      previousInflow: sum(before, 'inflow'),
      previousOutflow: sum(before, 'outflow'),
    });
  }
  return bars;
}

export interface FlowTotals {
  inflow: number;
  outflow: number;
  previousInflow: number;
  previousOutflow: number;
}

export const flowTotals = (
  current: readonly FlowDay[],
  previous: readonly FlowDay[],
): FlowTotals => ({
  inflow: sum(current, 'inflow'),
  outflow: sum(current, 'outflow'),
  previousInflow: sum(previous, 'inflow'),
  previousOutflow: sum(previous, 'outflow'),
});

/** The change from the previous period in whole percent; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
