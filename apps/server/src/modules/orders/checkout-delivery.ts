import type { PricingLine } from '@olivia/contracts/discount-pricing';
import type { Executor } from '../../db/client';
import { decideDelivery, type DeliveryChoice } from '../delivery/public';
import { discountsFor } from '../discounts/public';

/**
 * A cart's discounts and delivery together (ADR 0036): the goods' discounts first (with no
 * delivery fee), whose subtotal after them picks the zone's fee (free above, minimum); then the
 * discounts again on that fee, so a free-delivery discount takes the zone's fee off.
 */
export async function priceWithDelivery(
  db: Executor,
  order: {
    store: { id: string; currency: string; deliveryFee: bigint };
    lines: PricingLine[];
    subtotal: bigint;
    choice: DeliveryChoice;
    code: string;
    email?: string;
    now: Date;
    /** A checkout: a zone's window must be chosen. */
    strict: boolean;
  },
) {
  const { store, lines, now } = order;
  const cart = { storeId: store.id, lines, code: order.code, email: order.email };
  const goods = await discountsFor(db, { ...cart, deliveryFee: 0n, now });
  const lineSaving = goods.pricing.lineSavings.reduce((sum, saving) => sum + saving, 0n);
  const delivery = await decideDelivery(
    db,
    store,
    order.choice,
    order.subtotal - lineSaving,
    now,
    order.strict,
  );
  const priced =
    delivery.fee === 0n
      ? goods
      : await discountsFor(db, { ...cart, deliveryFee: delivery.fee, now });
  return { delivery, priced, cart: { ...cart, deliveryFee: delivery.fee } };
}
