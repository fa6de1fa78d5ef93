import { describe, expect, it } from 'vitest';
import { changePercent, flowBars, flowTotals, MAX_DAILY_BARS } from './flows-chart-model';

const days = (count: number, start: string, value: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000);
    return { day: day.toISOString().slice(0, 10), inflow: value(index), outflow: value(index) / 2 };
  });

describe('the flows chart model', () => {
  it('draws one bar a day, each beside the same day of the previous period', () => {
    const bars = flowBars(
      days(3, '2026-03-10', (i) => i * 10),
      days(3, '2026-03-07', () => 5),
    );
    expect(bars).toEqual([
      { day: '2026-03-10', inflow: 0, outflow: 0, previousInflow: 5, previousOutflow: 2.5 },
      { day: '2026-03-11', inflow: 10, outflow: 5, previousInflow: 5, previousOutflow: 2.5 },
      { day: '2026-03-12', inflow: 20, outflow: 10, previousInflow: 5, previousOutflow: 2.5 },
    ]);
  });

  it('groups weeks beyond 62 days, the last week shorter', () => {
    expect(
      flowBars(
        days(MAX_DAILY_BARS, '2026-01-01', () => 1),
        [],
      ),
    ).toHaveLength(62);
    const bars = flowBars(
      days(90, '2026-01-01', () => 0.1),
      days(90, '2025-10-03', () => 1),
    );
    expect(bars).toHaveLength(13);
    expect(bars[0]).toEqual({
      day: '2026-01-01',
      inflow: 0.7,
      outflow: 0.35,
      previousInflow: 7,
      previousOutflow: 3.5,
    });
    expect(bars[12]).toMatchObject({ day: '2026-03-26', inflow: 0.6, previousInflow: 6 });
  });

  it('sums the periods to the kobo, and compares them in whole percent', () => {
    const totals = flowTotals(
      days(3, '2026-03-10', () => 0.1),
      days(3, '2026-03-07', () => 0.2),
    );
    expect(totals).toEqual({
      inflow: 0.3,
      outflow: 0.15,
      previousInflow: 0.6,
      previousOutflow: 0.3,
    });
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(0, 80)).toBe(-100);
    expect(changePercent(33, 99)).toBe(-67);
    expect(changePercent(10, 0)).toBeNull();
  });
});
