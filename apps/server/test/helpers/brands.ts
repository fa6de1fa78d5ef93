import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Brand, BrandRequest } from '@olivia/contracts/brands';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { uniqueName } from './catalog';

type Owner = { headers: Record<string, string> };

export const newBrand = (overrides: Partial<BrandRequest> = {}): BrandRequest => ({
  name: uniqueName('Vlisco'),
  description: 'Dutch wax prints',
  ...overrides,
});

export async function createBrand(
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<BrandRequest> = {},
): Promise<Brand> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(brandEndpoints.create),
    headers: owner.headers,
    payload: newBrand(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The brands list at `query` (a query string with its `?`). */
export async function listBrands(app: FastifyInstance, owner: Owner, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(brandEndpoints.list)}${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Brand[]; total: number }>();
}

export function updateBrand(
  app: FastifyInstance,
  owner: Owner,
  id: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'PUT',
    url: endpointUrl(brandEndpoints.update, { id }),
    headers: owner.headers,
    payload,
  });
}
