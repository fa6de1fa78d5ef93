import {
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrdersQuerySchema,
  UpdateOrderStatusRequestSchema,
} from './orders';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { ManualOrderRequestSchema, ManualOrderResponseSchema } from './manual-orders';
import { OrderRefundRequestSchema, OrderRefundsSchema } from './order-refunds';

const main = apiPrefixes.main;

/** Orders: every signed-in user of the store (the resource kit, ADR 0008 and 0016). */
export const orderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/orders',
    auth: 'session',
    scope: 'orders:read',
    query: OrdersQuerySchema,
    response: OrderListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/orders/:id',
    auth: 'session',
    scope: 'orders:read',
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
  /** The order's refunds and what is left to refund. */
  refunds: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/orders/:id/refunds',
    auth: 'session',
    params: OrderIdParamsSchema,
    response: OrderRefundsSchema,
  }),
  /**
   * Money back with the PIN: the main user, or a sub-user allowed to transfer (403 otherwise);
   * 400 above what is left, 409 when the way chosen does not fit how the order was paid.
   */
  refund: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/orders/:id/refunds',
    auth: 'session',
    params: OrderIdParamsSchema,
    body: OrderRefundRequestSchema,
    response: OrderRefundsSchema,
    status: 201,
  }),
};
