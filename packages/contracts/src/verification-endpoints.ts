import { MessageResponseSchema } from './auth';
import { BusinessRegistrationRequestSchema } from './business-registration';
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
  /**
   * The main user's business registration (CAC RC number for NGN, Companies House for GBP),
   * checked by the identity provider; once checked, with the owner's identity, tier 2.
   */
  registerBusiness: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/verification/business',
    auth: 'mainUser',
    body: BusinessRegistrationRequestSchema,
    response: MessageResponseSchema,
  }),
};
