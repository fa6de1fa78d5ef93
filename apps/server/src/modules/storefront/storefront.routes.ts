import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { BrowseService } from './browse.service';
import type { Visitor, VisitsService } from './visits.service';

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/**
 * What anyone may see of a store is the same for everyone and changes rarely: a browser or a
 * shared cache may keep it half a minute (the security headers' `no-store` yields to it).
 */
async function cachedPublicly<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  const body = await answer;
  reply.header('cache-control', 'public, max-age=30');
  return body;
}

const visitorOf = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The storefront's browsing and its visits: public, limited per address. */
export async function storefrontBrowseRoutes(
  app: FastifyInstance,
  opts: { browse: BrowseService; visits: VisitsService },
) {
  const { browse, visits } = opts;

  route(
    app,
    storefrontEndpoints.store,
    (r, reply) => cachedPublicly(reply, browse.store(r.params.slug)),
    perMinute(120),
  );
  route(
    app,
    storefrontEndpoints.products,
    (r, reply) => cachedPublicly(reply, browse.products(r.params.slug, r.query)),
    perMinute(120),
  );
  route(
    app,
    storefrontEndpoints.product,
    (r, reply) => cachedPublicly(reply, browse.product(r.params.slug, r.params.id)),
    perMinute(120),
  );
  route(
    app,
    storefrontEndpoints.visit,
    (r) => visits.visit(r.params.slug, visitorOf(r)),
    perMinute(30),
  );
}

/** docs/api.md GET products/website/hits: any signed-in user of the store. */
export async function trafficRoutes(app: FastifyInstance, opts: { visits: VisitsService }) {
  route(app, storeSetupEndpoints.traffic, (r) => opts.visits.traffic(sessionOf(r).storeId));
}
