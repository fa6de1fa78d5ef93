import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type { DeliveryRunDetail, DeliveryRunRequest } from '@olivia/contracts/delivery-runs';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { OrderStatus } from '@olivia/contracts/orders';
import { orders } from '../../src/db/schema/orders';
import { sha256 } from '../../src/lib/secrets';
import type { SignedIn } from './factories';
import { insertOrder } from './order-rows';
import { testDatabase } from './test-app';

/** A delivery order of `storeId` as a paid checkout leaves it; `token` opens its customer page. */
export async function deliveryOrder(
  storeId: string,
  values: {
    status?: OrderStatus;
    slot?: string;
    zoneId?: string;
    paid?: boolean;
    address?: string;
  } = {},
) {
  const row = await insertOrder(storeId, { status: values.status ?? 'paid' });
  const token = randomUUID();
  const { db } = await testDatabase();
  await db
    .update(orders)
    .set({
      tokenHash: sha256(token),
      state: 'Lagos',
      lga: 'Ikeja',
      deliverySlot: values.slot ?? '',
      address: values.address ?? row.address,
      deliveryZoneId: values.zoneId ?? null,
      amountPaid: values.paid === false ? 0n : row.total,
    })
    .where(eq(orders.id, row.id));
  return { ...row, token };
}

export async function orderStatusOf(id: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status ?? '';
}

/** A run with a named driver for `orderIds`, as the owner plans it. */
export async function planRun(
  app: FastifyInstance,
  owner: SignedIn,
  orderIds: string[],
  overrides: Partial<DeliveryRunRequest> = {},
): Promise<DeliveryRunDetail> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(deliveryRunEndpoints.create),
    headers: owner.headers,
    payload: {
      rundate: '2026-11-30',
      ridername: 'Tunde Bakare',
      riderphone: '08035550101',
      orderids: orderIds,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DeliveryRunDetail>();
}
