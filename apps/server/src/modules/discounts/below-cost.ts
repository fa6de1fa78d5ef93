import type { FastifyInstance } from 'fastify';
import {
  BELOW_COST_LISTED,
  belowCost,
  type BelowCost,
  type BelowCostRequest,
} from '@olivia/contracts/below-cost';
import { belowCostEndpoint } from '@olivia/contracts/discount-endpoints';
import type { DiscountKind, DiscountTarget } from '@olivia/contracts/discount-pricing';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { Database } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { costedUnits } from './below-cost.repository';

/**
 * Which of the store's products a discount being written would sell below cost (issue 28): the
 * discount form asks as the merchant types, and warns; nothing is refused.
 */
export async function belowCostOf(
  db: Database,
  storeId: string,
  body: Required<BelowCostRequest>,
): Promise<BelowCost> {
  const kind = body.kind as DiscountKind;
  const value =
    kind === 'percentage' || kind === 'bxgy'
      ? BigInt(Math.round(body.value * 100))
      : kind === 'fixed'
        ? toMinorUnits(body.value)
        : 0n;
  const found = belowCost(
    { kind, value, appliesTo: body.appliesto as DiscountTarget, targetIds: body.targetids },
    await costedUnits(db, storeId),
  ).sort((a, b) => {
    const loss = (x: typeof a) => (x.product.cost ?? 0n) - x.discounted;
    if (loss(a) !== loss(b)) return loss(b) > loss(a) ? 1 : -1;
    return a.product.name.localeCompare(b.product.name);
  });
  return {
    products: found.slice(0, BELOW_COST_LISTED).map(({ product, discounted }) => ({
      id: product.productId,
      name: product.name,
      price: toMajorUnits(product.price),
      costprice: toMajorUnits(product.cost ?? 0n),
      discountedprice: toMajorUnits(discounted),
    })),
    total: found.length,
  };
}

/** POST /discounts/below-cost: every signed-in user of the store, as the discounts. */
export async function belowCostRoutes(app: FastifyInstance, opts: { db: Database }) {
  route(app, belowCostEndpoint, (r) => belowCostOf(opts.db, sessionOf(r).storeId, r.body));
}
