import type { OrderDelivery } from '@olivia/contracts/delivery-checkout';
import type { Executor } from '../../db/client';
import { pickupPoints } from './pickup.repository';
import { zoneNameOf } from './zones.repository';

/** What of an order says how it reaches its customer. */
export interface OrderDeliveryFields {
  storeId: string;
  fulfilment: string;
  state: string;
  lga: string;
  postcode: string;
  deliveryZoneId: string | null;
  deliverySlot: string;
  branchId: string | null;
}

/** The order's delivery as shown: its zone's name and its pickup branch in words (≤ 2 queries). */
export async function orderDeliveryOf(
  db: Executor,
  order: OrderDeliveryFields,
): Promise<OrderDelivery> {
  const pickup = order.fulfilment === 'pickup';
  const [point] =
    pickup && order.branchId
      ? await pickupPoints(db, order.storeId, { id: order.branchId, any: true })
      : [];
  return {
    fulfilment: pickup ? 'pickup' : 'delivery',
    state: order.state,
    lga: order.lga,
    postcode: order.postcode,
    zone: await zoneNameOf(db, order.storeId, order.deliveryZoneId),
    slot: order.deliverySlot,
    pickup: point ? [point.name, point.address].filter((part) => part !== '').join(' — ') : '',
  };
}
