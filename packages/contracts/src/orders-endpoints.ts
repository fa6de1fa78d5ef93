import {
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrdersQuerySchema,
  UpdateOrderStatusRequestSchema,
} from './orders';
import {
  AdminIdParamsSchema,
  CreateReturnRequestSchema,
  CustomerListSchema,
  CustomerSchema,
  CustomersQuerySchema,
  InventoryItemSchema,
  InventoryListSchema,
  InventoryMovementSchema,
  InventoryQuerySchema,
  ModerateReviewRequestSchema,
  MovementListSchema,
  MovementsQuerySchema,
  RatingListSchema,
  RatingsQuerySchema,
  ReturnListSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewsQuerySchema,
  StockAdjustmentRequestSchema,
  ThresholdRequestSchema,
  UpdateReturnRequestSchema,
} from './store-admin';
import { apiPrefixes, defineEndpoint } from './endpoint';

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

export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers',
    auth: 'session',
    query: CustomersQuerySchema,
    response: CustomerListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    response: CustomerSchema,
  }),
};

/** Stock levels and their append-only movements. */
export const inventoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/inventory',
    auth: 'session',
    query: InventoryQuerySchema,
    response: InventoryListSchema,
  }),
  setThreshold: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/inventory/:id/threshold',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: ThresholdRequestSchema,
    response: InventoryItemSchema,
  }),
  /** One movement; 409 'Stock cannot go below 0' rather than a negative stock. */
  adjust: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/inventory/adjustments',
    auth: 'session',
    body: StockAdjustmentRequestSchema,
    response: InventoryMovementSchema,
    status: 201,
  }),
  movements: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/inventory/movements',
    auth: 'session',
    query: MovementsQuerySchema,
    response: MovementListSchema,
  }),
};

export const returnEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/returns',
    auth: 'session',
    query: ReturnsQuerySchema,
    response: ReturnListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/returns',
    auth: 'session',
    body: CreateReturnRequestSchema,
    response: ReturnSchema,
    status: 201,
  }),
  /** received: the units go back into stock, once; rejected: nothing moves. */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/returns/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: UpdateReturnRequestSchema,
    response: ReturnSchema,
  }),
};

export const reviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/reviews',
    auth: 'session',
    query: ReviewsQuerySchema,
    response: ReviewListSchema,
  }),
  moderate: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/reviews/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: ModerateReviewRequestSchema,
    response: ReviewSchema,
  }),
  ratings: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/ratings',
    auth: 'session',
    query: RatingsQuerySchema,
    response: RatingListSchema,
  }),
};
