import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { deliveryMessages } from './delivery-messages';
import { text } from './text';

/**
 * Delivery runs (issue 28 "Routes", ADR 0036): one day's orders for a rider — a sub-user of the
 * store or a named driver with a phone — as ordered stops. A run is planned → out (started: its
 * orders are shipped) → completed (every stop done), or cancelled while planned (its orders are
 * free again). A stop is pending → delivered (its order delivered) or failed (with a note; the
 * order may go on a later run). Money in major units.
 */

export const DELIVERY_RUN_STATUSES = ['planned', 'out', 'completed', 'cancelled'] as const;
export type DeliveryRunStatus = (typeof DELIVERY_RUN_STATUSES)[number];
export const DELIVERY_STOP_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStopStatus = (typeof DELIVERY_STOP_STATUSES)[number];
/** What a rider records of a stop. */
export const DELIVERY_STOP_OUTCOMES = ['delivered', 'failed'] as const;
export type DeliveryStopOutcome = (typeof DELIVERY_STOP_OUTCOMES)[number];
/** The most stops one run takes. */
export const DELIVERY_RUN_STOPS_MAX = 100;

/** The moves of a run: started, cancelled while planned, completed by its last stop. */
export const DELIVERY_RUN_MOVES: Record<DeliveryRunStatus, readonly DeliveryRunStatus[]> = {
  planned: ['out', 'cancelled'],
  out: ['completed'],
  completed: [],
  cancelled: [],
};
export const canMoveRun = (from: DeliveryRunStatus, to: DeliveryRunStatus) =>
  DELIVERY_RUN_MOVES[from].includes(to);

/** Only a planned run changes its rider, note or stops. */
export const isRunEditable = (status: DeliveryRunStatus) => status === 'planned';

/** A stop may be marked once, while its run is out. */
export const canMarkStop = (run: DeliveryRunStatus, stop: DeliveryStopStatus) =>
  run === 'out' && stop === 'pending';

/** The run's status once `stops` are as given: an out run whose stops are all done completes. */
export function runStatusAfter(
  run: DeliveryRunStatus,
  stops: readonly DeliveryStopStatus[],
): DeliveryRunStatus {
  return run === 'out' && stops.length > 0 && stops.every((stop) => stop !== 'pending')
    ? 'completed'
    : run;
}

/** The rider's first name, as the customer's page shows it ('Tunde Bakare' → 'Tunde'). */
export const riderFirstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export const DeliveryRunIdParamsSchema = z.object({ id: z.uuid() });
export const DeliveryStopParamsSchema = z.object({ id: z.uuid(), stopId: z.uuid() });

export const DeliveryStopSchema = z.object({
  id: z.string(),
  position: z.number(),
  orderid: z.string(),
  ordernumber: z.number(),
  customername: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  lga: z.string(),
  postcode: z.string(),
  slot: z.string(),
  itemcount: z.number(),
  total: z.number(),
  /** What the rider collects: total − paid, 0 when paid. */
  due: z.number(),
  orderstatus: z.string(),
  status: z.enum(DELIVERY_STOP_STATUSES),
  note: z.string(),
  /** A signed link to the proof photo, or ''. */
  photourl: z.string(),
  doneat: z.string().nullable(),
});
export type DeliveryStop = z.infer<typeof DeliveryStopSchema>;

export const DeliveryRunSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  rundate: z.string(),
  zoneid: z.string().nullable(),
  /** '' without a zone (or its zone removed). */
  zonename: z.string(),
  /** The sub-user who rides it, or null for a named driver. */
  riderid: z.string().nullable(),
  ridername: z.string(),
  riderphone: z.string(),
  status: z.enum(DELIVERY_RUN_STATUSES),
  note: z.string(),
  stopcount: z.number(),
  deliveredcount: z.number(),
  failedcount: z.number(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type DeliveryRun = z.infer<typeof DeliveryRunSchema>;

/** One run with its stops in order. */
export const DeliveryRunDetailSchema = DeliveryRunSchema.extend({
  currency: z.string(),
  stops: z.array(DeliveryStopSchema),
  /** Whether the reader may mark its stops: the main user, or the run's rider. */
  canmark: z.boolean(),
});
export type DeliveryRunDetail = z.infer<typeof DeliveryRunDetailSchema>;

export const DELIVERY_RUN_SORTS = ['rundate', 'createdat', 'status'] as const;
export const DeliveryRunsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(DELIVERY_RUN_SORTS).default('rundate'),
  status: z.enum(DELIVERY_RUN_STATUSES).optional(),
  date: z.iso.date().optional(),
  rider: z.uuid().optional(),
  zone: z.uuid().optional(),
});
export type DeliveryRunsQuery = z.input<typeof DeliveryRunsQuerySchema>;
export const DeliveryRunListSchema = listResponse(DeliveryRunSchema);
export type DeliveryRunList = z.infer<typeof DeliveryRunListSchema>;

/** A paid order to deliver that is on no run (or whose last attempt failed). */
export const WaitingOrderSchema = z.object({
  orderid: z.string(),
  number: z.number(),
  customername: z.string(),
  phone: z.string(),
  address: z.string(),
  lga: z.string(),
  state: z.string(),
  postcode: z.string(),
  slot: z.string(),
  itemcount: z.number(),
  total: z.number(),
  due: z.number(),
  /** A delivery of it failed before. */
  attempted: z.boolean(),
});
export type WaitingOrder = z.infer<typeof WaitingOrderSchema>;

/** GET /delivery-runs/waiting: the orders to deliver by `date` (or earlier), grouped by zone. */
export const WaitingOrdersQuerySchema = z.object({ date: z.iso.date(messages.required) });
export const WaitingOrdersSchema = z.object({
  groups: z.array(
    z.object({
      zoneid: z.string().nullable(),
      zonename: z.string(),
      orders: z.array(WaitingOrderSchema),
    }),
  ),
});
export type WaitingOrders = z.infer<typeof WaitingOrdersSchema>;

const riderFields = {
  /** A sub-user of the store, or null for a named driver. */
  riderid: z.uuid(deliveryMessages.riderRequired).nullable().default(null),
  ridername: text().trim().max(80, messages.textTooLong).default(''),
  riderphone: text().trim().max(30, messages.textTooLong).default(''),
  note: text({ multiline: true }).trim().max(500, messages.textTooLong).default(''),
};

const orderIds = z
  .array(z.uuid())
  .min(1, deliveryMessages.runNeedsOrders)
  .max(DELIVERY_RUN_STOPS_MAX, deliveryMessages.runNeedsOrders)
  .refine((ids) => new Set(ids).size === ids.length, deliveryMessages.runNeedsOrders);

/** A named driver needs a name and a phone; a sub-user needs neither. */
const riderGiven = (body: { riderid: string | null; ridername: string; riderphone: string }) =>
  body.riderid !== null || (body.ridername !== '' && body.riderphone !== '');

/** POST /delivery-runs: the day, the zone (optional), the rider, the orders in stop order. */
export const DeliveryRunRequestSchema = z
  .object({
    rundate: z.iso.date(messages.required),
    zoneid: z.uuid().nullable().default(null),
    ...riderFields,
    orderids: orderIds,
  })
  .refine(riderGiven, { message: deliveryMessages.riderRequired, path: ['ridername'] });
export type DeliveryRunRequest = z.input<typeof DeliveryRunRequestSchema>;

/** PUT /delivery-runs/:id (planned only): the rider, the note, and its orders in stop order. */
export const UpdateDeliveryRunRequestSchema = z
  .object({ ...riderFields, orderids: orderIds })
  .refine(riderGiven, { message: deliveryMessages.riderRequired, path: ['ridername'] });
export type UpdateDeliveryRunRequest = z.input<typeof UpdateDeliveryRunRequestSchema>;

/** PUT /delivery-runs/:id/stops: every stop of the run, each once, in their new order. */
export const ReorderStopsRequestSchema = z.object({
  stopids: z.array(z.uuid()).min(1, deliveryMessages.runStopsMismatch).max(DELIVERY_RUN_STOPS_MAX),
});

/** POST /delivery-runs/:id/stops/:stopId: delivered or failed, a note (needed when failed), a photo. */
export const StopOutcomeRequestSchema = z
  .object({
    status: z.enum(DELIVERY_STOP_OUTCOMES),
    note: text({ multiline: true }).trim().max(500, messages.textTooLong).default(''),
    /** The link an upload answered (purpose 'delivery-proof'), or ''. */
    photo: text().trim().max(500).default(''),
  })
  .refine((body) => body.status !== 'failed' || body.note !== '', {
    message: deliveryMessages.stopFailedNeedsNote,
    path: ['note'],
  });
export type StopOutcomeRequest = z.input<typeof StopOutcomeRequestSchema>;
