import { z } from 'zod';
import { splitPaymentMessages } from './split-payment-messages';

/**
 * When a payee is paid (ADR 0031): `instant`, each share as its payment is credited; or held and
 * paid in one batch per period: `daily`, `weekly` on a day of the week (0 = Sunday) or `monthly`
 * on a day of the month (1 to 28, so every month has it).
 */
export const SPLIT_SCHEDULES = ['instant', 'daily', 'weekly', 'monthly'] as const;
export type SplitSchedule = (typeof SPLIT_SCHEDULES)[number];

/** Split payments are for NGN stores: their periods are Lagos days. */
export const SPLIT_TIME_ZONE = 'Africa/Lagos';
export const SPLIT_MONTH_DAY_MAX = 28;

/** A payee's schedule on the wire: `scheduleday` counts for weekly and monthly only. */
export const splitScheduleShape = {
  schedule: z.enum(SPLIT_SCHEDULES).default('instant'),
  scheduleday: z
    .number({ error: splitPaymentMessages.splitScheduleDay })
    .int(splitPaymentMessages.splitScheduleDay)
    .default(0),
};

/** Whether `scheduleday` names a day of the schedule (0–6 weekly, 1–28 monthly). */
export const scheduleDayFits = ({
  schedule,
  scheduleday,
}: {
  schedule: SplitSchedule;
  scheduleday: number;
}) =>
  schedule === 'weekly'
    ? scheduleday >= 0 && scheduleday <= 6
    : schedule !== 'monthly' || (scheduleday >= 1 && scheduleday <= SPLIT_MONTH_DAY_MAX);

/** The day a schedule keeps: none for instant and daily. */
export const scheduleDayOf = (schedule: SplitSchedule, day: number) =>
  schedule === 'weekly' || schedule === 'monthly' ? day : 0;

/** A settlement period: its key (in the batch payout's reference) and when it began. */
export interface SplitPeriod {
  key: string;
  start: Date;
}

/** The local date ('YYYY-MM-DD') and weekday (0 = Sunday) at `at` in `timeZone`. */
function localDate(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetMs(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment local midnight of `date` ('YYYY-MM-DD') begins in `timeZone`. */
function localMidnight(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The period a scheduled payee is settled for at `now` (the one rule of ADR 0031): it began at
 * local midnight of the last due day on or before today (every day; the weekday; the day of the
 * month). Shares held from before its start are due, in one batch whose reference carries the
 * key, so a period is paid once however often the sweep runs, and one missed while the server
 * was down is paid at the next sweep. An instant payee (one moved from a schedule) is due at
 * once: its period starts now, keyed to the minute.
 */
export function splitPeriod(
  schedule: { schedule: SplitSchedule; scheduleday: number },
  now: Date,
  timeZone: string = SPLIT_TIME_ZONE,
): SplitPeriod {
  if (schedule.schedule === 'instant') {
    return { key: now.toISOString().slice(0, 16), start: now };
  }
  const today = localDate(now, timeZone);
  let date = today.date;
  if (schedule.schedule === 'weekly') {
    date = addDays(today.date, -((today.weekday - schedule.scheduleday + 7) % 7));
  } else if (schedule.schedule === 'monthly') {
    const [year, month, day] = today.date.split('-').map(Number) as [number, number, number];
    const due = schedule.scheduleday;
    const [y, m] = day >= due ? [year, month] : month === 1 ? [year - 1, 12] : [year, month - 1];
    date = `${y}-${String(m).padStart(2, '0')}-${String(due).padStart(2, '0')}`;
  }
  return { key: date, start: localMidnight(date, timeZone) };
}
