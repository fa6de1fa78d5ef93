import type { FastifyInstance } from 'fastify';
import type { Brand, BrandRequest } from '@olivia/contracts/brands';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { uniqueName } from './catalog';
import { createVia, listVia, updateVia } from './resource-calls';

type Owner = { headers: Record<string, string> };

export const newBrand = (overrides: Partial<BrandRequest> = {}): BrandRequest => ({
  name: uniqueName('Vlisco'),
  description: 'Dutch wax prints',
  ...overrides,
});

export const createBrand = (
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<BrandRequest> = {},
) => createVia<Brand>(app, brandEndpoints.create, owner, newBrand(overrides));

/** The brands list at `query` (a query string with its `?`). */
export const listBrands = (app: FastifyInstance, owner: Owner, query = '') =>
  listVia<Brand>(app, brandEndpoints.list, owner, query);

export const updateBrand = (
  app: FastifyInstance,
  owner: Owner,
  id: string,
  payload: Record<string, unknown>,
) => updateVia(app, brandEndpoints.update, owner, id, payload);
