import type { FastifyInstance } from 'fastify';
import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { PromotionsService } from './promotions.service';

/** Promotions: every signed-in user of the store (ADR 0037). */
export async function promotionsRoutes(
  app: FastifyInstance,
  opts: { promotions: PromotionsService },
) {
  const { promotions } = opts;
  route(app, promotionEndpoints.list, (r) => promotions.list(sessionOf(r).storeId, r.query));
  route(app, promotionEndpoints.get, (r) => promotions.get(sessionOf(r).storeId, r.params.id));
  route(app, promotionEndpoints.create, (r) => promotions.create(sessionOf(r), r.body));
  route(app, promotionEndpoints.update, (r) =>
    promotions.update(sessionOf(r), r.params.id, r.body),
  );
  route(app, promotionEndpoints.remove, async (r) => {
    await promotions.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Promotion removed' };
  });
}
