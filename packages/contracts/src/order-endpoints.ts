import {
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrdersQuerySchema,
  UpdateOrderStatusRequestSchema,
} from './orders';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { ManualOrderRequestSchema, ManualOrderResponseSchema } from './manual-orders';

const main = apiPrefixes.main;

/** Orders: every signed-in user of the store (the resource kit, ADR 0008 and 0016). */
export const orderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/orders',
    auth: 'session',
    query: OrdersQuerySchema,
    response: OrderListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/orders/:id',
    auth: 'session',
    params: OrderIdParamsSchema,
    response: OrderDetailSchema,
  }),
  /** An order taken by phone or at the counter (manual-orders.ts). */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/orders',
    auth: 'session',
    body: ManualOrderRequestSchema,
    response: ManualOrderResponseSchema,
    status: 201,
  }),
  /** One move of the workflow (ORDER_MOVES); 409 for any other. */
  setStatus: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/orders/:id/status',
    auth: 'session',
    params: OrderIdParamsSchema,
    body: UpdateOrderStatusRequestSchema,
    response: OrderDetailSchema,
  }),
};
