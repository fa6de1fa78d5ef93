import { z } from 'zod';

/**
 * An advert campaign as every screen shows it: the /adverts/all list and the dashboard's panel,
 * which imports this module alone so the adverts' requests and messages stay in their area's
 * chunk (ADR 0023).
 */

export const ADVERT_PLATFORMS = ['facebook', 'instagram', 'google', 'tiktok', 'x'] as const;
export type AdvertPlatform = (typeof ADVERT_PLATFORMS)[number];
/** Stored: running (from its start date), paused, ended. Scheduled: running, not started yet. */
export const ADVERT_STATUSES = ['scheduled', 'running', 'paused', 'ended'] as const;
export type AdvertStatus = (typeof ADVERT_STATUSES)[number];
/** The dashboard's Advert Campaigns panel shows this many of the newest campaigns. */
export const DASHBOARD_ADVERTS_SHOWN = 5;

/**
 * docs/product/records.md Advert: platforms, domain, total, estimateddailyreach, numberofdays,
 * startdate, enddate.
 */
export const AdvertSchema = z.object({
  id: z.string(),
  platforms: z.array(z.enum(ADVERT_PLATFORMS)),
  domain: z.string(),
  dailyBudget: z.number(),
  /** What was paid: daily budget × number of days, major units. */
  total: z.number(),
  currency: z.string(),
  estimateddailyreach: z.number(),
  numberofdays: z.number(),
  /** YYYY-MM-DD; the end date is the last day it runs (moves later while it is paused). */
  startdate: z.string(),
  enddate: z.string(),
  status: z.enum(ADVERT_STATUSES),
  /** Days it has run so far, and the people the ad network reports it reached. */
  daysrun: z.number(),
  reach: z.number(),
  /** Returned to the wallet when it was ended early: the days it did not run. */
  refunded: z.number(),
  createdat: z.string(),
});
export type Advert = z.infer<typeof AdvertSchema>;
