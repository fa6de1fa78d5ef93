import { messages } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import {
  dailyLimitsOf,
  limitKindOf,
  tierOf,
  type DailyLimits,
  type VerificationTier,
} from '@olivia/contracts/verification-tiers';
import type { Executor } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import { lockStoreWallets } from '../ledger/public';
import { findTierFacts, sumPayoutsSince } from './payout-limits.repository';

/** Today's totals start at midnight UTC (ADR 0045; 01:00 in Lagos, 00:00 or 01:00 in London). */
export function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export interface PayoutAllowance {
  tier: VerificationTier;
  limits: DailyLimits;
  /** Major units paid out today, per total. */
  usedToday: { transfer: number; settlement: number };
  resetsAt: Date;
}

/** The store's tier, its limits and today's use: what the verification centre shows. */
export async function payoutAllowance(
  db: Executor,
  storeId: string,
  currency: string,
  now: Date,
): Promise<PayoutAllowance> {
  const facts = await findTierFacts(db, storeId);
  if (!facts) throw unauthorized();
  const tier = tierOf(facts);
  const since = startOfDay(now);
  const used = await sumPayoutsSince(db, storeId, currency, since);
  return {
    tier,
    limits: dailyLimitsOf(tier, currency),
    usedToday: { transfer: toMajorUnits(used.transfer), settlement: toMajorUnits(used.settlement) },
    resetsAt: new Date(since.getTime() + 24 * 60 * 60 * 1000),
  };
}

/**
 * Refuses a payout that would take the day's total of its kind past the tier's limit (ADR 0045),
 * inside the payout's unit of work, its own claim left out of the sum: the store's wallets are locked
 * first, so two payouts of one store are counted one after the other and cannot pass the limit
 * together. A refusal changes nothing (the unit of work rolls back).
 */
export async function assertWithinDailyLimit(
  tx: Executor,
  payout: {
    storeId: string;
    ref: string;
    kind: string;
    currency: string;
    amount: bigint;
    now: Date;
  },
): Promise<void> {
  await lockStoreWallets(tx, payout.storeId);
  const facts = await findTierFacts(tx, payout.storeId);
  if (!facts) throw unauthorized();
  const kind = limitKindOf(payout.kind);
  const limit = dailyLimitsOf(tierOf(facts), payout.currency)[kind];
  if (limit === null) return; // not offered in this currency: the payout's own rules refuse it
  const since = startOfDay(payout.now);
  const spent = await sumPayoutsSince(tx, payout.storeId, payout.currency, since, payout.ref);
  const used = spent[kind];
  if (used + payout.amount > toMinorUnits(limit)) {
    throw badRequest(messages.dailyPayoutLimitReached, {
      amount: [messages.dailyPayoutLimitReached],
    });
  }
}
