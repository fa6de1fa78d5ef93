import { describe, expect, it } from 'vitest';
import { SplitPayeeRequestSchema } from '../src/split-payments';
import { splitPeriod } from '../src/split-schedules';

const at = (iso: string) => new Date(iso);
const period = (
  schedule: 'instant' | 'daily' | 'weekly' | 'monthly',
  scheduleday: number,
  now: string,
  timeZone?: string,
) => {
  const { key, start } = splitPeriod({ schedule, scheduleday }, at(now), timeZone);
  return { key, start: start.toISOString() };
};

describe('splitPeriod: the period a scheduled payee is settled for, in Lagos days', () => {
  it('daily: from local midnight, which is 23:00 UTC the evening before', () => {
    expect(period('daily', 0, '2026-11-30T10:00:00Z')).toEqual({
      key: '2026-11-30',
      start: '2026-11-29T23:00:00.000Z',
    });
    // 23:30 UTC on the 29th is already the 30th in Lagos.
    expect(period('daily', 0, '2026-11-29T23:30:00Z').key).toBe('2026-11-30');
    expect(period('daily', 0, '2026-11-29T22:59:59Z').key).toBe('2026-11-29');
  });

  it('weekly: the last due weekday on or before today (30 November 2026 is a Monday)', () => {
    expect(period('weekly', 1, '2026-11-30T08:00:00Z').key).toBe('2026-11-30');
    expect(period('weekly', 1, '2026-12-06T08:00:00Z').key).toBe('2026-11-30');
    expect(period('weekly', 1, '2026-12-07T08:00:00Z').key).toBe('2026-12-07');
    // Sunday's week: Sunday 29 November until Saturday 5 December.
    expect(period('weekly', 0, '2026-12-05T12:00:00Z').key).toBe('2026-11-29');
    expect(period('weekly', 5, '2026-11-30T08:00:00Z')).toEqual({
      key: '2026-11-27',
      start: '2026-11-26T23:00:00.000Z',
    });
  });

  it('monthly: the day this month once reached, else last month’s, across a year', () => {
    expect(period('monthly', 15, '2026-11-15T00:00:00Z').key).toBe('2026-11-15');
    expect(period('monthly', 15, '2026-11-14T22:59:00Z').key).toBe('2026-10-15');
    expect(period('monthly', 28, '2027-01-10T12:00:00Z').key).toBe('2026-12-28');
    expect(period('monthly', 1, '2027-03-01T00:30:00Z')).toEqual({
      key: '2027-03-01',
      start: '2027-02-28T23:00:00.000Z',
    });
  });

  it('instant: due at once, keyed to the minute', () => {
    expect(period('instant', 0, '2026-11-30T10:15:42Z')).toEqual({
      key: '2026-11-30T10:15',
      start: '2026-11-30T10:15:42.000Z',
    });
  });

  it('follows the time zone it is given, summer time included', () => {
    expect(period('daily', 0, '2026-07-01T10:00:00Z', 'Europe/London')).toEqual({
      key: '2026-07-01',
      start: '2026-06-30T23:00:00.000Z',
    });
    expect(period('daily', 0, '2026-12-01T10:00:00Z', 'Europe/London').start).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
});

describe('a payee’s schedule on the wire', () => {
  const payee = { name: 'Kemi', bankcode: '044', accountnumber: '0000000001' };
  const issues = (body: object) =>
    SplitPayeeRequestSchema.safeParse({ ...payee, ...body }).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('is instant unless said, and takes a weekday (0–6) or a day of the month (1–28)', () => {
    expect(SplitPayeeRequestSchema.parse(payee)).toMatchObject({
      schedule: 'instant',
      scheduleday: 0,
    });
    expect(issues({ schedule: 'weekly', scheduleday: 6 })).toBeUndefined();
    expect(issues({ schedule: 'monthly', scheduleday: 28 })).toBeUndefined();
    const wrongDay = [
      ['scheduleday', 'Choose a day of the week, or a day of the month from 1 to 28'],
    ];
    expect(issues({ schedule: 'weekly', scheduleday: 7 })).toEqual(wrongDay);
    expect(issues({ schedule: 'monthly', scheduleday: 29 })).toEqual(wrongDay);
    expect(issues({ schedule: 'monthly', scheduleday: 0 })).toEqual(wrongDay);
    expect(issues({ schedule: 'monthly', scheduleday: 1.5 })?.[0]?.[0]).toBe('scheduleday');
    expect(issues({ schedule: 'yearly' })?.[0]?.[0]).toBe('schedule');
  });
});
