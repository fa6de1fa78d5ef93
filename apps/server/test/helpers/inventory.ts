import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import type {
  InventoryList,
  MovementList,
  StockAdjustmentRequest,
} from '@olivia/contracts/inventory';

type Headers = Record<string, string>;

/** One stock adjustment; `app` may be a second server on the same database. */
export function adjustStock(
  app: FastifyInstance,
  headers: Headers,
  payload: Partial<StockAdjustmentRequest> & { productid: string },
) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(inventoryEndpoints.adjust),
    headers,
    payload: { change: 1, reason: 'received', ...payload },
  });
}

/** The inventory page for `query` as the address would carry it ('?level=low'). */
export async function listInventory(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(inventoryEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InventoryList>();
}

/** The movements page for `query`, newest first. */
export async function listMovements(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(inventoryEndpoints.movements)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MovementList>();
}
