import { z } from 'zod';
import { BusinessRegistrationSchema } from './business-registration';
import { VERIFICATION_TIERS } from './verification-tiers';

const Amounts = z.object({ transfer: z.number().nullable(), settlement: z.number().nullable() });

/** A check the account log recorded: what (its action) and when. */
export const VerificationCheckSchema = z.object({
  action: z.string(),
  at: z.string(),
});
export type VerificationCheck = z.infer<typeof VerificationCheckSchema>;

/**
 * The owner's identity as the main user sees it (ADR 0011: numbers masked, documents only through
 * a fresh signed link): the BVN check for NGN stores, the settlement account's ID elsewhere.
 */
export const VerificationIdentitySchema = z.object({
  kind: z.enum(['bvn', 'settlementId']),
  status: z.enum(['none', 'verified', 'blocked']),
  /** '*******8901', or '' when none is on file. */
  bvn: z.string(),
  nin: z.string(),
  /** The name the provider holds for the BVN ('' when none). */
  holderName: z.string(),
  /** When the check was recorded (ISO), or null. */
  checkedAt: z.string().nullable(),
  /** Documents on file, each a signed link that lives 15 minutes. */
  documents: z.array(
    z.object({ purpose: z.enum(['verification', 'identification']), url: z.string() }),
  ),
  /** What the account log holds about the checks, newest first. */
  checks: z.array(VerificationCheckSchema),
  /** The business registration as checked (tier 2), or null. */
  business: BusinessRegistrationSchema.nullable(),
  /** Whether the store's currency has a register to check against (NGN, GBP). */
  businessCheckOffered: z.boolean(),
});
export type VerificationIdentity = z.infer<typeof VerificationIdentitySchema>;

/**
 * The verification centre (/verification/all): the tier, its daily limits and today's use (every
 * user: staff who pay out meet the same limits), and, for the main user only, the identity behind
 * it (null for a sub-user).
 */
export const VerificationSummarySchema = z.object({
  currency: z.string(),
  tier: z.union(
    VERIFICATION_TIERS.map((tier) => z.literal(tier)) as [
      z.ZodLiteral<0>,
      z.ZodLiteral<1>,
      z.ZodLiteral<2>,
    ],
  ),
  /** Whether the main user has finished set-up (is an agent); else the dashboard's set-up flow. */
  setupComplete: z.boolean(),
  limits: Amounts,
  usedToday: Amounts,
  /** When today's totals start again (ISO, midnight UTC). */
  resetsAt: z.string(),
  identity: VerificationIdentitySchema.nullable(),
});
export type VerificationSummary = z.infer<typeof VerificationSummarySchema>;
