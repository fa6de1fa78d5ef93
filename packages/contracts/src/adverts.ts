import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { advertMessages } from './advert-messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';
import {
  ADVERT_PLATFORMS,
  ADVERT_STATUSES,
  AdvertSchema,
  type AdvertPlatform,
} from './advert-record';

// The record's shape lives in advert-record.ts, which the dashboard imports alone (ADR 0023).
export {
  ADVERT_PLATFORMS,
  ADVERT_STATUSES,
  AdvertSchema,
  DASHBOARD_ADVERTS_SHOWN,
  type Advert,
  type AdvertPlatform,
  type AdvertStatus,
} from './advert-record';

export const ADVERT_MAX_DAYS = 90;
/** A campaign starts today (UTC) or on one of the next this many days. */
export const ADVERT_START_WITHIN_DAYS = 60;

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

export const AdvertsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'startdate', 'total']).default('createdat'),
  status: z.enum(ADVERT_STATUSES).optional(),
});
export type AdvertsQuery = z.input<typeof AdvertsQuerySchema>;
export const AdvertListSchema = listResponse(AdvertSchema);
export type AdvertList = z.infer<typeof AdvertListSchema>;
