import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Category, CategoryRequest, Product, ProductRequest } from '@olivia/contracts/catalog';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type { SignedIn } from './factories';
import { createVia, listVia, updateVia } from './resource-calls';
import { picture, uploadImage } from './uploads';

type Headers = Record<string, string>;
type Owner = SignedIn | { headers: Headers };

/** A category name no other test uses. */
export const uniqueName = (label = 'Shoes') => `${label} ${randomUUID().slice(0, 8)}`;

export const newCategory = (overrides: Partial<CategoryRequest> = {}): CategoryRequest => ({
  name: uniqueName(),
  description: 'Everything for the feet',
  ...overrides,
});

export const createCategory = (
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<CategoryRequest> = {},
) => createVia<Category>(app, categoryEndpoints.create, owner, newCategory(overrides));

export const newProduct = (overrides: Partial<ProductRequest> = {}): ProductRequest => ({
  name: 'Ankara wrap dress',
  description: 'Cotton, hand-finished',
  price: 12_000,
  sku: `SKU-${randomUUID().slice(0, 8)}`,
  stock: 5,
  status: 'active',
  ...overrides,
});

export const createProduct = (
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<ProductRequest> = {},
) => createVia<Product>(app, productEndpoints.create, owner, newProduct(overrides));

export const updateProduct = (
  app: FastifyInstance,
  owner: Owner,
  id: string,
  payload: Record<string, unknown>,
) => updateVia(app, productEndpoints.update, owner, id, payload);

/** The products of one list call; `query` as the address would carry it ('?q=…'). */
export const listProducts = (app: FastifyInstance, owner: Owner, query = '') =>
  listVia<Product>(app, productEndpoints.list, owner, query);

/** Uploads a product image as `owner`; answers the link the upload answered. */
export async function productImage(app: FastifyInstance, owner: Owner): Promise<string> {
  const response = await uploadImage(app, owner.headers, await picture('jpeg', 200, 200), {
    purpose: 'product',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}
