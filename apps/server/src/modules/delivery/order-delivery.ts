import type { OrderDelivery } from '@olivia/contracts/delivery-checkout';
import type { DeliveryProgress } from '@olivia/contracts/delivery-checkout';
import { riderFirstName } from '@olivia/contracts/delivery-runs';
import type { Executor } from '../../db/client';
import { pickupPoints } from './pickup.repository';
import { latestStopOf } from './run-progress.repository';
import { zoneNameOf } from './zones.repository';

/** What of an order says how it reaches its customer. */
export interface OrderDeliveryFields {
  id: string;
  storeId: string;
  fulfilment: string;
  state: string;
  lga: string;
  postcode: string;
  deliveryZoneId: string | null;
  deliverySlot: string;
  branchId: string | null;
}

/**
 * Its latest stop on a started run as the customer follows it: out with the rider's first
 * name, delivered at, or a failed attempt's note.
 */
async function progressOf(db: Executor, orderId: string): Promise<DeliveryProgress | undefined> {
  const latest = await latestStopOf(db, orderId);
  if (!latest) return undefined;
  const { stop, riderName } = latest;
  return {
    status: stop.status === 'pending' ? 'out' : stop.status === 'failed' ? 'failed' : 'delivered',
    rider: riderFirstName(riderName),
    at: stop.doneAt?.toISOString() ?? null,
    note: stop.status === 'failed' ? stop.note : '',
  };
}

/**
 * The order's delivery as shown: its zone's name, its pickup branch in words and its run's
 * progress (≤ 3 queries).
 */
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
    ...(pickup ? {} : { progress: await progressOf(db, order.id) }),
  };
}
