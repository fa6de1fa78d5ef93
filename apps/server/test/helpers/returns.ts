import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import type { CreateReturnRequest, ReturnList } from '@olivia/contracts/returns';
import { orderItems } from '../../src/db/schema/orders';
import type { PlacedOrder } from './orders';
import { testDatabase } from './test-app';

type Headers = Record<string, string>;

/** A return of the order's first line (unless `body` names another), one unit by default. */
export const createReturn = (
  app: FastifyInstance,
  headers: Headers,
  placed: PlacedOrder,
  body: Partial<CreateReturnRequest> = {},
) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(returnEndpoints.create),
    headers,
    payload: {
      orderid: placed.order.id,
      itemid: placed.items[0]?.id,
      quantity: 1,
      reason: 'Too small',
      ...body,
    },
  });

export const setReturnStatus = (
  app: FastifyInstance,
  headers: Headers,
  id: string,
  status: string,
) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(returnEndpoints.update, { id }),
    headers,
    payload: { status },
  });

export async function listReturns(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(returnEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReturnList>();
}

/** The product as the API answers it now (its stock, its variants' stock). */
export async function productNow(app: FastifyInstance, headers: Headers, id: string) {
  const response = await app.inject({ url: endpointUrl(productEndpoints.get, { id }), headers });
  return response.json<Product>();
}

/** Units of the order line counted back by received returns. */
export async function returnedQuantityOf(itemId: string) {
  const { db } = await testDatabase();
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
  return item?.returnedQuantity;
}
