import {
  DeliveryRunDetailSchema,
  DeliveryRunIdParamsSchema,
  DeliveryRunListSchema,
  DeliveryRunRequestSchema,
  DeliveryRunsQuerySchema,
  DeliveryStopParamsSchema,
  ReorderStopsRequestSchema,
  StopOutcomeRequestSchema,
  UpdateDeliveryRunRequestSchema,
  WaitingOrdersQuerySchema,
  WaitingOrdersSchema,
} from './delivery-runs';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { ReceiptPdfSchema } from './receipts';

const main = apiPrefixes.main;
const byId = { params: DeliveryRunIdParamsSchema };

/**
 * Delivery runs (ADR 0036): every user of the store reads them; the main user plans, changes,
 * starts and cancels them; the run's rider (a sub-user) or the main user marks its stops.
 */
export const deliveryRunEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-runs',
    auth: 'session',
    query: DeliveryRunsQuerySchema,
    response: DeliveryRunListSchema,
  }),
  /** Paid orders to deliver by a day that are on no run, grouped by zone. */
  waiting: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-runs/waiting',
    auth: 'session',
    query: WaitingOrdersQuerySchema,
    response: WaitingOrdersSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-runs/:id',
    auth: 'session',
    ...byId,
    response: DeliveryRunDetailSchema,
  }),
  /** 409 when an order chosen is on another run or no longer waits. */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/delivery-runs',
    auth: 'mainUser',
    body: DeliveryRunRequestSchema,
    response: DeliveryRunDetailSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/delivery-runs/:id',
    auth: 'mainUser',
    ...byId,
    body: UpdateDeliveryRunRequestSchema,
    response: DeliveryRunDetailSchema,
  }),
  /** The stops in a new order, all at once. */
  reorder: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/delivery-runs/:id/stops',
    auth: 'mainUser',
    ...byId,
    body: ReorderStopsRequestSchema,
    response: DeliveryRunDetailSchema,
  }),
  /** planned → out: its orders are shipped. */
  start: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/delivery-runs/:id/start',
    auth: 'mainUser',
    ...byId,
    response: DeliveryRunDetailSchema,
  }),
  /** planned → cancelled: its orders wait for another run. */
  cancel: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/delivery-runs/:id/cancel',
    auth: 'mainUser',
    ...byId,
    response: DeliveryRunDetailSchema,
  }),
  /** A stop delivered or failed, by the run's rider or the main user (403 for other users). */
  markStop: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/delivery-runs/:id/stops/:stopId',
    auth: 'session',
    params: DeliveryStopParamsSchema,
    body: StopOutcomeRequestSchema,
    response: DeliveryRunDetailSchema,
  }),
  /** The run sheet as an A4 PDF (`application/pdf`). */
  sheet: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/delivery-runs/:id/sheet',
    auth: 'session',
    ...byId,
    response: ReceiptPdfSchema,
  }),
};
