import type { AdvertStatus } from '@olivia/contracts/adverts';

const DAY_MS = 86_400_000;

/** The UTC day a moment falls on, as a day number (days since 1970-01-01). */
export const dayNumber = (at: Date) => Math.floor(at.getTime() / DAY_MS);
/** A YYYY-MM-DD date (UTC) as a day number. */
export const dayOfDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** A day number as YYYY-MM-DD. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Midnight (UTC) at the start of a YYYY-MM-DD date. */
export const startOfDate = (date: string) => new Date(dayOfDate(date) * DAY_MS);
/** Today's date (UTC), YYYY-MM-DD. */
export const todayOf = (now: Date) => dateOfDay(dayNumber(now));
export const addDays = (date: string, days: number) => dateOfDay(dayOfDate(date) + days);

/** What the day arithmetic reads of an advert. */
export interface AdvertRun {
  status: string;
  days: number;
  daysRunBefore: number;
  runStartedAt: Date | null;
  startDate: string;
  endDate: string;
}

/**
 * Days it has run (ADR 0021): those of earlier runs, plus the UTC days of the run in progress,
 * today included once it has started; never more than it was paid for.
 */
export function daysRun(advert: AdvertRun, now: Date): number {
  const started = advert.status === 'running' ? advert.runStartedAt : null;
  const thisRun = started ? Math.max(0, dayNumber(now) - dayNumber(started) + 1) : 0;
  return Math.min(advert.days, advert.daysRunBefore + thisRun);
}

/**
 * Its status as the merchant sees it: stored paused or ended; a running one is scheduled
 * before its start date and ended after its end date (it ran every day it was paid for).
 * `advertStatusCondition` in the repository says the same in SQL.
 */
export function advertStatus(advert: AdvertRun, now: Date): AdvertStatus {
  if (advert.status === 'ended' || advert.status === 'paused') return advert.status;
  const today = todayOf(now);
  if (advert.startDate > today) return 'scheduled';
  return advert.endDate < today ? 'ended' : 'running';
}
