import { AdminIdParamsSchema } from './lists';
import {
  InventoryItemSchema,
  InventoryListSchema,
  InventoryMovementSchema,
  InventoryQuerySchema,
  MovementListSchema,
  MovementsQuerySchema,
  StockAdjustmentRequestSchema,
  ThresholdRequestSchema,
} from './inventory';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

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
