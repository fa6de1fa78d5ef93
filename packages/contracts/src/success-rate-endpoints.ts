import { apiPrefixes, defineEndpoint } from './endpoint';
import { SuccessRateSchema } from './success-rate';
import { FlowsQuerySchema } from './wallet';

/** The success rate: every signed-in user of an NGN store (others: 403). */
export const successRateEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/transactions/success-rate',
    auth: 'session',
    query: FlowsQuerySchema,
    response: SuccessRateSchema,
  }),
};
