import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import type { ReferralSummary, ReferredStore } from '@olivia/contracts/referrals';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

export const referredStore = (
  index: number,
  overrides: Partial<ReferredStore> = {},
): ReferredStore => ({
  slug: `store-${index}`,
  name: `Store ${index}`,
  signedupat: `2026-03-0${index}T10:00:00.000Z`,
  verified: false,
  ...overrides,
});

export const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  code: 'ADAFAB26',
  link: 'http://localhost:3000/sign-up/ADAFAB26',
  signedup: 4,
  verified: 1,
  reward: 'not_yet_earning',
  ...overrides,
});

/** The referrals API answering `stores` whatever the query, and `overview` as the summary. */
export function fakeReferrals(stores: ReferredStore[], overview = summary()) {
  return fakeApi(
    fakeEndpoint(referralEndpoints.list, () => ({
      content: stores,
      total: stores.length,
      page: 0,
      size: 10,
    })),
    fakeEndpoint(referralEndpoints.summary, () => overview),
  );
}
