import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { advertMessages } from './advert-messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';

export const ADVERT_PLATFORMS = ['facebook', 'instagram', 'google', 'tiktok', 'x'] as const;
export type AdvertPlatform = (typeof ADVERT_PLATFORMS)[number];
export const ADVERT_MAX_DAYS = 90;
/** A campaign starts today (UTC) or on one of the next this many days. */
export const ADVERT_START_WITHIN_DAYS = 60;
/** The dashboard's Advert Campaigns panel shows this many of the newest campaigns. */
export const DASHBOARD_ADVERTS_SHOWN = 5;

/** The smallest daily budget, major units: ₦1,000 in NGN, 5 in any other currency. */
export const advertMinimumDailyBudget = (currency: string) => (currency === 'NGN' ? 1000 : 5);

/**
 * What reaching 1,000 people for a day costs on each platform, major units: NGN, then every
 * other currency. The sandbox ad network delivers at these rates; the estimate uses them too.
 */
const COST_PER_THOUSAND: Record<AdvertPlatform, { NGN: number; other: number }> = {
  facebook: { NGN: 600, other: 3 },
  instagram: { NGN: 700, other: 3.5 },
  google: { NGN: 900, other: 4.5 },
  tiktok: { NGN: 500, other: 2.5 },
  x: { NGN: 800, other: 4 },
};

/**
 * Estimated daily reach (ADR 0021): the daily budget split evenly across the platforms, each
 * share buying a thousand people per COST_PER_THOUSAND of that platform, rounded down.
 * ₦6,000 a day on Facebook and TikTok: 3,000 / 600 × 1000 + 3,000 / 500 × 1000 = 11,000.
 */
export function estimatedDailyReach(
  dailyBudget: number,
  currency: string,
  platforms: readonly AdvertPlatform[],
): number {
  if (platforms.length === 0 || dailyBudget <= 0) return 0;
  const share = dailyBudget / platforms.length;
  return platforms.reduce((reach, platform) => {
    const cost = COST_PER_THOUSAND[platform][currency === 'NGN' ? 'NGN' : 'other'];
    return reach + Math.floor((share / cost) * 1000);
  }, 0);
}

/** Stored: running (from its start date), paused, ended. Scheduled: running, not started yet. */
export const ADVERT_STATUSES = ['scheduled', 'running', 'paused', 'ended'] as const;
export type AdvertStatus = (typeof ADVERT_STATUSES)[number];

export const AdvertPlatformsSchema = z
  .array(z.enum(ADVERT_PLATFORMS))
  .min(1, advertMessages.advertPlatformsRequired)
  .max(ADVERT_PLATFORMS.length)
  .refine((list) => new Set(list).size === list.length, advertMessages.advertPlatformsRequired);

export const AdvertDaysSchema = z.coerce
  .number()
  .int(advertMessages.advertDaysRange)
  .min(1, advertMessages.advertDaysRange)
  .max(ADVERT_MAX_DAYS, advertMessages.advertDaysRange);

/**
 * POST /adverts: paid in full from the wallet when created (daily budget × days). The daily
 * budget's minimum depends on the store's currency, so the server checks it
 * (`advertMinimumDailyBudget`); the form does too.
 */
export const AdvertRequestSchema = z.object({
  platforms: AdvertPlatformsSchema,
  /** The store's storefront address or one of its custom domains (host name only). */
  domain: text().trim().toLowerCase().min(1, messages.required).max(253),
  dailyBudget: AmountSchema,
  numberofdays: AdvertDaysSchema,
  /** YYYY-MM-DD, UTC: today to 60 days ahead. */
  startdate: z.iso.date(),
  pin: TransferPinSchema,
  /** Idempotency key: the same reference sent again answers the first campaign, charges nothing. */
  reference: z.uuid(),
});
export type AdvertRequest = z.input<typeof AdvertRequestSchema>;

export const AdvertIdParamsSchema = z.object({ id: z.uuid() });

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

export const AdvertsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'startdate', 'total']).default('createdat'),
  status: z.enum(ADVERT_STATUSES).optional(),
});
export type AdvertsQuery = z.input<typeof AdvertsQuerySchema>;
export const AdvertListSchema = listResponse(AdvertSchema);
export type AdvertList = z.infer<typeof AdvertListSchema>;
