import type { FastifyInstance } from 'fastify';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { DomainsService } from './domains.service';

/** 20 searches a minute per client: each asks the registrar. */
const searchLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** Custom domains: listed by every user of the store, bought and renewed by the main user. */
export async function domainsRoutes(app: FastifyInstance, opts: { domains: DomainsService }) {
  const { domains } = opts;
  route(app, domainEndpoints.list, (r) => domains.list(sessionOf(r), r.query));
  route(
    app,
    domainEndpoints.search,
    (r) => domains.search(sessionOf(r), r.query.name),
    searchLimit,
  );
  route(app, domainEndpoints.buy, (r) => domains.buy(sessionOf(r), r.body));
  route(app, domainEndpoints.get, (r) => domains.get(sessionOf(r), r.params.domain));
  route(app, domainEndpoints.renew, (r) => domains.renew(sessionOf(r), r.params.domain, r.body));
  route(app, domainEndpoints.payments, (r) =>
    domains.payments(sessionOf(r), r.params.domain, r.query),
  );
}
