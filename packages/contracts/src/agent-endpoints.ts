import { MessageResponseSchema } from './auth';
import { AgentRegistrationSchema, AgentStatusSchema } from './agent';
import { apiPrefixes, defineEndpoint } from './endpoint';

/** Agent verification (docs/api.md `/agency/bvn/register`): an NGN store's main user, once. */
export const agentEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/agency/bvn/register',
    auth: 'mainUser',
    body: AgentRegistrationSchema,
    response: MessageResponseSchema,
  }),
  /** Ours: where the store's verification stands (blocked shows at once), numbers masked. */
  status: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/agency/bvn/status',
    auth: 'mainUser',
    response: AgentStatusSchema,
  }),
};
