import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobsEndpoints } from '@olivia/contracts/jobs-endpoints';
import type { JobView } from '@olivia/contracts/jobs';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { route } from '../../plugins/endpoint';
import type { Job, Jobs } from './jobs.service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Bearer <token>`, compared in constant time; without a token configured the
 * operator's paths answer 404, as if they did not exist.
 */
function operatorCheck(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest) => {
    if (!expected) throw notFound();
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const viewOf = (job: Job): JobView => ({
  id: job.id,
  kind: job.kind,
  storeid: job.storeId,
  state: job.state as JobView['state'],
  attempts: job.attempts,
  maxattempts: job.maxAttempts,
  runat: job.runAt.toISOString(),
  lasterror: job.lastError,
  createdat: job.createdAt.toISOString(),
  finishedat: iso(job.finishedAt),
});

/**
 * The operator's view of the durable jobs (ADR 0025): list them, and queue a failed or dead one
 * again, with OPERATOR_TOKEN; without it they answer 404.
 */
export async function jobsRoutes(app: FastifyInstance, opts: { jobs: Jobs; token?: string }) {
  const preHandler = operatorCheck(opts.token);
  route(
    app,
    jobsEndpoints.list,
    async ({ query }) => ({
      content: (
        await opts.jobs.list({
          state: query.state,
          kind: query.kind,
          storeId: query.storeid,
          before: query.before ? new Date(query.before) : undefined,
          limit: query.limit,
        })
      ).map(viewOf),
    }),
    { preHandler },
  );
  route(
    app,
    jobsEndpoints.rerun,
    async ({ params }) => {
      const queued = await opts.jobs.rerun(params.id);
      if (queued) return viewOf(queued);
      if (await opts.jobs.get(params.id)) throw conflict('Only a failed or dead job can run again');
      throw notFound();
    },
    { preHandler },
  );
}
