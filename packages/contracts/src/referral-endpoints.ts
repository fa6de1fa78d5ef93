import { apiPrefixes, defineEndpoint } from './endpoint';
import { ReferralSummarySchema, ReferralsPageSchema, ReferralsQuerySchema } from './referrals';

const main = apiPrefixes.main;

/** Referrals: read-only; the main user and sub-users alike (no money moves here). */
export const referralEndpoints = {
  /** The stores that signed up with the caller's store's code. */
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/referrals',
    auth: 'session',
    query: ReferralsQuerySchema,
    response: ReferralsPageSchema,
  }),
  /** The code, its sign-up link and the counts. */
  summary: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/referrals/summary',
    auth: 'session',
    response: ReferralSummarySchema,
  }),
};
