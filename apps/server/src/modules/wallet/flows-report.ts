import { toMajorUnits } from '@olivia/contracts/money';
import type { FlowDay, FlowsResponse } from '@olivia/contracts/wallet';
import type { Database } from '../../db/client';
import type { Session } from '../../plugins/auth';
import { dailyFlows, type DailyFlow } from './daily-flows.repository';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Every day from `start` for `count` days, each with its flows or zeros. */
function everyDay(start: Date, count: number, byDay: Map<string, DailyFlow>): FlowDay[] {
  return Array.from({ length: count }, (_, index) => {
    const day = dayOf(new Date(start.getTime() + index * DAY_MS));
    const flow = byDay.get(day);
    return {
      day,
      inflow: flow ? toMajorUnits(flow.inflow) : 0,
      outflow: flow ? toMajorUnits(flow.outflow) : 0,
    };
  });
}

/**
 * The flows chart's figures: each day of [from, to] (whole UTC days) and of the period of the
 * same length just before it, read in one query over both.
 */
export async function flowsReport(
  db: Database,
  session: Session,
  { from, to }: { from: string; to: string },
): Promise<FlowsResponse> {
  const start = midnight(from);
  const until = new Date(midnight(to).getTime() + DAY_MS);
  const days = Math.round((until.getTime() - start.getTime()) / DAY_MS);
  const previousStart = new Date(start.getTime() - days * DAY_MS);
  const rows = await dailyFlows(db, session.storeId, session.currency, previousStart, until);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    currency: session.currency,
    current: everyDay(start, days, byDay),
    previous: everyDay(previousStart, days, byDay),
  };
}
