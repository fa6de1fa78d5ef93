import type { Currency } from './currencies';

/**
 * Verification tiers (ADR 0045): how far a store is verified decides how much may leave its wallet
 * in a day. Tier 0: nothing checked yet (only the sandbox moves money then, ADR 0007). Tier 1: the
 * owner's identity is on file (an NGN store's BVN matched; elsewhere the settlement account's ID).
 * Tier 2: the business registration is checked too (CAC RC number, Companies House number).
 */
export const VERIFICATION_TIERS = [0, 1, 2] as const;
export type VerificationTier = (typeof VERIFICATION_TIERS)[number];

/** What a payout counts against: transfers (NGN, to any account) or settlements (elsewhere). */
export type PayoutLimitKind = 'transfer' | 'settlement';

/** A day's totals, in major units of the store's currency; null: not offered in that currency. */
export type DailyLimits = Record<PayoutLimitKind, number | null>;

/**
 * The one table of daily payout totals (major units). NGN stores transfer (settlements are for
 * other currencies, docs/product/roles.md); other stores settle to their own account. Figures in
 * the range Nigerian and UK business accounts give at each level of checks.
 */
export const DAILY_LIMITS: Record<VerificationTier, Record<Currency, DailyLimits>> = {
  0: {
    NGN: { transfer: 1_000_000, settlement: null },
    GBP: { transfer: null, settlement: 0 },
    USD: { transfer: null, settlement: 0 },
    CAD: { transfer: null, settlement: 0 },
  },
  1: {
    NGN: { transfer: 5_000_000, settlement: null },
    GBP: { transfer: null, settlement: 10_000 },
    USD: { transfer: null, settlement: 10_000 },
    CAD: { transfer: null, settlement: 15_000 },
  },
  2: {
    NGN: { transfer: 50_000_000, settlement: null },
    GBP: { transfer: null, settlement: 100_000 },
    USD: { transfer: null, settlement: 100_000 },
    CAD: { transfer: null, settlement: 150_000 },
  },
};

/** The day's limits of a tier in a currency (an unknown currency falls back to NGN's). */
export function dailyLimitsOf(tier: VerificationTier, currency: string): DailyLimits {
  return DAILY_LIMITS[tier][currency as Currency] ?? DAILY_LIMITS[tier].NGN;
}

/** Which total a payout of this kind counts against: every kind but a settlement is a transfer. */
export function limitKindOf(payoutKind: string): PayoutLimitKind {
  return payoutKind === 'settlement' ? 'settlement' : 'transfer';
}

/** The facts a tier is decided from. */
export interface TierFacts {
  identityVerified: boolean;
  businessRegistered: boolean;
}

/** Tier 2 needs the identity too: a registration alone is tier 0. */
export function tierOf({ identityVerified, businessRegistered }: TierFacts): VerificationTier {
  if (!identityVerified) return 0;
  return businessRegistered ? 2 : 1;
}
