import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deliveryZoneEndpoints } from '@olivia/contracts/delivery-zone-endpoints';
import type { DeliveryZone, DeliveryZoneRequest } from '@olivia/contracts/delivery-zones';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { branches } from '../../src/db/schema/branches';
import type { SignedIn } from './factories';
import { testDatabase } from './test-app';
import { storeIdOf } from './uploads';

/** Lagos mainland at ₦1,500, free from ₦50,000, every day but Sunday. */
export const newZone = (overrides: Partial<DeliveryZoneRequest> = {}): DeliveryZoneRequest => ({
  name: 'Lagos mainland',
  country: 'NG',
  regions: ['Lagos'],
  fee: 1500,
  ...overrides,
});

export async function createZone(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<DeliveryZoneRequest> = {},
): Promise<DeliveryZone> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(deliveryZoneEndpoints.create),
    headers: owner.headers,
    payload: newZone(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DeliveryZone>();
}

/** A branch of the owner's store, written as the branches screen would (no address). */
export async function insertBranch(
  owner: SignedIn,
  values: { name?: string; pickup?: boolean; active?: boolean } = {},
) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(branches)
    .values({
      storeId: await storeIdOf(owner.email),
      name: values.name ?? 'Yaba shop',
      pickup: values.pickup ?? true,
      active: values.active ?? true,
      pickupInstructions: 'Ask at the till',
    })
    .returning();
  if (!row) throw new Error('no branch');
  return row;
}
