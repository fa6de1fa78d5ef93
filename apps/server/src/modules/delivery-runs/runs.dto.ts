import type {
  DeliveryRun,
  DeliveryRunDetail,
  DeliveryRunStatus,
  DeliveryStop,
  DeliveryStopStatus,
  WaitingOrder,
} from '@olivia/contracts/delivery-runs';
import { toMajorUnits } from '@olivia/contracts/money';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { OrderRow } from '../orders/public';
import type { RunRecord, StopWithOrder } from './runs.repository';

/** What the rider collects at the door: what is left to pay, never below 0. */
const dueOf = (order: Pick<OrderRow, 'total' | 'amountPaid'>) =>
  toMajorUnits(order.total > order.amountPaid ? order.total - order.amountPaid : 0n);

export const toRun = (run: RunRecord): DeliveryRun => ({
  id: run.id,
  rundate: run.runDate,
  zoneid: run.zoneId,
  zonename: run.zoneName,
  riderid: run.riderUserId,
  ridername: run.riderName,
  riderphone: run.riderPhone,
  status: run.status as DeliveryRunStatus,
  note: run.note,
  stopcount: run.stopCount,
  deliveredcount: run.deliveredCount,
  failedcount: run.failedCount,
  createdat: run.createdAt.toISOString(),
  updatedat: run.updatedAt.toISOString(),
});

export function toStop({ stop, order }: StopWithOrder, photoUrl: string): DeliveryStop {
  return {
    id: stop.id,
    position: stop.position,
    orderid: order.id,
    ordernumber: order.number,
    customername: order.customerName,
    phone: order.phone,
    address: order.address,
    city: order.city,
    state: order.state,
    lga: order.lga,
    postcode: order.postcode,
    slot: order.deliverySlot,
    itemcount: order.itemCount,
    total: toMajorUnits(order.total),
    due: dueOf(order),
    orderstatus: order.status,
    status: stop.status as DeliveryStopStatus,
    note: stop.note,
    photourl: photoUrl,
    doneat: stop.doneAt?.toISOString() ?? null,
  };
}

/** The run with its stops; `canmark` is the reader's, set by `forReader`. */
export const toRunDetail = (
  run: RunRecord,
  currency: string,
  stops: DeliveryStop[],
): DeliveryRunDetail => ({ ...toRun(run), currency, stops, canmark: false });

/** The detail as `reader` sees it: may they mark its stops (the main user, or its rider)? */
export const forReader = (
  reader: { userId: string; userType: string },
  run: DeliveryRunDetail,
): DeliveryRunDetail => ({
  ...run,
  canmark: reader.userType === MAIN_USER || run.riderid === reader.userId,
});

export const toWaitingOrder = (order: OrderRow, attempted: boolean): WaitingOrder => ({
  orderid: order.id,
  number: order.number,
  customername: order.customerName,
  phone: order.phone,
  address: order.address,
  lga: order.lga,
  state: order.state,
  postcode: order.postcode,
  slot: order.deliverySlot,
  itemcount: order.itemCount,
  total: toMajorUnits(order.total),
  due: dueOf(order),
  attempted,
});
