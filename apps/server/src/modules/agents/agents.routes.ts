import type { FastifyInstance } from 'fastify';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AgentsService } from './agents.service';

/** Each BVN check costs money at a real provider: a few per store per hour. */
const registerLimit = { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } };

export async function agentsRoutes(app: FastifyInstance, opts: { agents: AgentsService }) {
  route(
    app,
    agentEndpoints.register,
    (request) => opts.agents.register(sessionOf(request), request.body),
    registerLimit,
  );
  route(app, agentEndpoints.status, (request) => opts.agents.status(sessionOf(request)));
  route(app, verificationEndpoints.summary, (request) => opts.agents.summary(sessionOf(request)));
  route(
    app,
    verificationEndpoints.registerBusiness,
    (request) => opts.agents.registerBusiness(sessionOf(request), request.body),
    registerLimit,
  );
}
