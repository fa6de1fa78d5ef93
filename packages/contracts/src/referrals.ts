import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';

/**
 * Referrals (/referrals/all, also /qr-code/all): a store's referral code, the sign-up link that
 * carries it (`/sign-up/<code>`), and the stores that signed up with it. A referred store shows
 * only what its storefront shows anyway: its name, when it signed up and whether it is verified;
 * never its owner, e-mail or money.
 */

/** Whether a referred store has been verified (the product's `is_verified`), for the filter. */
export const REFERRAL_STATUSES = ['verified', 'unverified'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const ReferredStoreSchema = z.object({
  /** Its public storefront address (`/store/<slug>`), and the row's key. */
  slug: z.string(),
  name: z.string(),
  /** When it signed up with the code. */
  signedupat: z.string(),
  verified: z.boolean(),
});
export type ReferredStore = z.infer<typeof ReferredStoreSchema>;

export const REFERRAL_SORTS = ['signedupat', 'name', 'verified'] as const;

/** Search matches the store's name; the filter: verified or not. */
export const ReferralsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(REFERRAL_SORTS).default('signedupat'),
  status: z.enum(REFERRAL_STATUSES).optional(),
});
export type ReferralsQuery = z.input<typeof ReferralsQuerySchema>;

export const ReferralsPageSchema = listResponse(ReferredStoreSchema);
export type ReferralsPage = z.infer<typeof ReferralsPageSchema>;

/**
 * Where rewards stand. Rewards for referrals are paid by a later release; until then every
 * referral is `not_yet_earning` and no amount is shown or owed.
 */
export const REFERRAL_REWARD_STATES = ['not_yet_earning'] as const;

export const ReferralSummarySchema = z.object({
  code: z.string(),
  /** The sign-up link that carries the code: `<app>/sign-up/<code>`. */
  link: z.string(),
  /** Stores that signed up with the code, and how many of them are verified. */
  signedup: z.number().int(),
  verified: z.number().int(),
  reward: z.enum(REFERRAL_REWARD_STATES),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;
