import type { FastifyInstance } from 'fastify';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { DiscountsService } from './discounts.service';

/** Discounts and their codes: every signed-in user of the store (ADR 0034). */
export async function discountsRoutes(app: FastifyInstance, opts: { discounts: DiscountsService }) {
  const { discounts } = opts;
  route(app, discountEndpoints.list, (r) => discounts.list(sessionOf(r).storeId, r.query));
  route(app, discountEndpoints.get, (r) => discounts.get(sessionOf(r).storeId, r.params.id));
  route(app, discountEndpoints.uses, (r) =>
    discounts.uses(sessionOf(r).storeId, r.params.id, r.query),
  );
  route(app, discountEndpoints.create, (r) => discounts.create(sessionOf(r), r.body));
  route(app, discountEndpoints.update, (r) => discounts.update(sessionOf(r), r.params.id, r.body));
  route(app, discountEndpoints.remove, async (r) => {
    await discounts.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Discount removed' };
  });
  route(app, couponEndpoints.list, (r) => discounts.coupons(sessionOf(r).storeId, r.query));
  route(app, couponEndpoints.create, (r) => discounts.createCoupons(sessionOf(r), r.body));
  route(app, couponEndpoints.update, (r) =>
    discounts.updateCoupon(sessionOf(r), r.params.id, r.body.active),
  );
}
