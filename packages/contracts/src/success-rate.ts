import { z } from 'zod';
import { FAILURE_CATEGORIES } from './card-payments';

/**
 * The success rate (/transactions/success-rate, NGN stores only: docs SPEC "NGN gets local bank
 * transfer and the success-rate page"): of the payments customers attempted in a period (orders,
 * payment links; by transfer and by card), the share that succeeded. An attempt is a temporary
 * account opened or a card page opened; it succeeded when money arrived, failed when the card
 * was refused, and was abandoned when nothing happened before it closed. Attempts still open are
 * left out. Failures are split by who they are down to; abandoned ones are the customer's.
 */

export const PAYMENT_CHANNELS = ['transfer', 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const AttemptCountsSchema = z.object({
  attempted: z.number(),
  successful: z.number(),
  failed: z.number(),
  abandoned: z.number(),
  /** successful ÷ attempted, 0 to 1; null with no attempts. */
  rate: z.number().nullable(),
});
export type AttemptCounts = z.infer<typeof AttemptCountsSchema>;

export const SuccessRateSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period of as many days just before. */
  previousfrom: z.string(),
  previousto: z.string(),
  overall: AttemptCountsSchema,
  previous: AttemptCountsSchema,
  channels: z.array(AttemptCountsSchema.extend({ channel: z.enum(PAYMENT_CHANNELS) })),
  /** The banks attempts went through (a card's issuer, a transfer's account bank), busiest first. */
  banks: z.array(AttemptCountsSchema.extend({ bank: z.string() })),
  /** Failed and abandoned attempts by who they are down to. */
  failures: z.record(z.enum(FAILURE_CATEGORIES), z.number()),
  /** The most frequent reasons given for failures, most frequent first (at most 5). */
  reasons: z.array(
    z.object({ reason: z.string(), category: z.enum(FAILURE_CATEGORIES), count: z.number() }),
  ),
  /** Every day of the period, and of the previous one, in order. */
  days: z.array(AttemptCountsSchema.extend({ day: z.string() })),
  previousdays: z.array(AttemptCountsSchema.extend({ day: z.string() })),
});
export type SuccessRate = z.infer<typeof SuccessRateSchema>;
