import { apiPrefixes, defineEndpoint } from './endpoint';
import { JobIdParamsSchema, JobListSchema, JobSchema, JobsQuerySchema } from './jobs';

const main = apiPrefixes.main;

/**
 * The operator's view of the durable jobs (ADR 0025). No session: each call carries
 * `Authorization: Bearer <OPERATOR_TOKEN>`; without that setting the paths answer 404.
 */
export const jobsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/ops/jobs',
    auth: 'public',
    query: JobsQuerySchema,
    response: JobListSchema,
  }),
  /** A failed or dead job queued again from its first attempt (409 for any other state). */
  rerun: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/ops/jobs/:id/rerun',
    auth: 'public',
    params: JobIdParamsSchema,
    response: JobSchema,
  }),
};
