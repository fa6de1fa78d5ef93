import { apiPrefixes, defineEndpoint } from './endpoint';
import { VerificationSummarySchema } from './verification';

/** The verification centre (/verification/all, ADR 0045). */
export const verificationEndpoints = {
  /** Every signed-in user: the tier and limits; the identity behind it for the main user only. */
  summary: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/verification/summary',
    auth: 'session',
    response: VerificationSummarySchema,
  }),
};
