import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BANNER_CLICK_PATH } from '@olivia/contracts/banners';
import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { BannersService } from './banners.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Storefront banners: every signed-in user of the store (ADR 0037). */
export async function bannersRoutes(app: FastifyInstance, opts: { banners: BannersService }) {
  const { banners } = opts;
  route(app, bannerEndpoints.list, (r) => banners.list(sessionOf(r).storeId, r.query));
  route(app, bannerEndpoints.get, (r) => banners.get(sessionOf(r).storeId, r.params.id));
  route(app, bannerEndpoints.create, (r) => banners.create(sessionOf(r), r.body));
  route(app, bannerEndpoints.update, (r) => banners.update(sessionOf(r), r.params.id, r.body));
  route(app, bannerEndpoints.remove, async (r) => {
    await banners.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Banner removed' };
  });
  route(app, bannerEndpoints.reorder, (r) => banners.reorder(sessionOf(r), r.body));
}

/**
 * `/banner-click/<id>` (outside /api): a storefront banner's link. Counts a person's click (not a
 * bot's, by the storefront's `isBot`, handed in so the modules do not import each other) and
 * sends them on with a 302, a plain link with no script on the page.
 */
export async function bannerClickRoutes(
  app: FastifyInstance,
  opts: { banners: BannersService; isBot: (userAgent: string | undefined) => boolean },
) {
  app.get(
    `${BANNER_CLICK_PATH}/:id`,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const { id } = request.params;
      const target = UUID.test(id)
        ? await opts.banners.click(id, !opts.isBot(request.headers['user-agent']))
        : undefined;
      if (!target) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
}
