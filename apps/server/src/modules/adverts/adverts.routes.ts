import type { FastifyInstance } from 'fastify';
import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AdvertsService } from './adverts.service';

/** Advert campaigns: listed by every user of the store; paid and changed by the main user. */
export async function advertsRoutes(app: FastifyInstance, opts: { adverts: AdvertsService }) {
  const { adverts } = opts;
  route(app, advertEndpoints.list, (r) => adverts.list(sessionOf(r), r.query));
  route(app, advertEndpoints.create, (r) => adverts.create(sessionOf(r), r.body));
  route(app, advertEndpoints.pause, (r) => adverts.pause(sessionOf(r), r.params.id));
  route(app, advertEndpoints.resume, (r) => adverts.resume(sessionOf(r), r.params.id));
  route(app, advertEndpoints.end, (r) => adverts.end(sessionOf(r), r.params.id));
}
