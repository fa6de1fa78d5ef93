import { MAIN_USER } from '@olivia/contracts/roles';
import type { Executor } from '../db/client';
import { WALLET_BANK_NAME } from '../modules/account-lifecycle/account-lifecycle.service';
import { insertStore } from '../modules/accounts/stores.repository';
import { insertUser } from '../modules/accounts/users.repository';
import { hashSecret, newToken } from '../lib/secrets';

const DAY_MS = 86_400_000;

/** Stores that signed up with Ada's link over the last months; one has been verified. */
const ADA_REFERRALS = [
  {
    name: 'Chioma Beads & Crafts',
    slug: 'chioma-beads-crafts',
    owner: ['Chioma', 'Nwosu'],
    daysAgo: 118,
    verified: true,
  },
  {
    name: 'Yaba Tailoring Hub',
    slug: 'yaba-tailoring-hub',
    owner: ['Segun', 'Alabi'],
    daysAgo: 47,
  },
  {
    name: 'Kano Leather Works',
    slug: 'kano-leather-works',
    owner: ['Aisha', 'Bello'],
    daysAgo: 12,
  },
  {
    name: 'Owambe Gele Studio',
    slug: 'owambe-gele-studio',
    owner: ['Funke', 'Adeyemi'],
    daysAgo: 3,
  },
] as const;

/**
 * Ada's referrals (/referrals/all): a few stores whose `referred_by` is her code, each with its
 * main user as sign-up leaves it. Their owners cannot sign in: their password is the hash of a
 * secret the seed throws away.
 */
export async function seedDemoReferrals(tx: Executor, referralCode: string, now: Date) {
  const passwordHash = await hashSecret(newToken());
  for (const [index, referral] of ADA_REFERRALS.entries()) {
    const createdAt = new Date(now.getTime() - referral.daysAgo * DAY_MS);
    const store = await insertStore(tx, {
      systemId: `OLVREFNGN0${index + 1}`,
      name: referral.name,
      slug: referral.slug,
      currency: 'NGN',
      isVerified: 'verified' in referral && referral.verified,
      referralCode: `REFDEMO${index + 1}`,
      referredBy: referralCode,
      staticAccountNumber: `990000010${index + 1}`,
      staticAccountName: referral.name,
      staticAccountBank: WALLET_BANK_NAME,
      createdAt,
    });
    const [firstName, lastName] = referral.owner;
    await insertUser(tx, {
      storeId: store.id,
      userType: MAIN_USER,
      email: `${referral.slug}@example.com`,
      firstName,
      lastName,
      phone: `+23480300000${index + 1}0`,
      passwordHash,
      viewBalance: true,
      createdAt,
    });
  }
}
