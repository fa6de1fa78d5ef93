import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Category, CategoryRequest, Product, ProductRequest } from '@olivia/contracts/catalog';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { SignedIn } from './factories';
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

export async function createCategory(
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<CategoryRequest> = {},
): Promise<Category> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(categoryEndpoints.create),
    headers: owner.headers,
    payload: newCategory(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const newProduct = (overrides: Partial<ProductRequest> = {}): ProductRequest => ({
  name: 'Ankara wrap dress',
  description: 'Cotton, hand-finished',
  price: 12_000,
  sku: `SKU-${randomUUID().slice(0, 8)}`,
  stock: 5,
  status: 'active',
  ...overrides,
});

export async function createProduct(
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<ProductRequest> = {},
): Promise<Product> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(productEndpoints.create),
    headers: owner.headers,
    payload: newProduct(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function updateProduct(
  app: FastifyInstance,
  owner: Owner,
  id: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'PUT',
    url: endpointUrl(productEndpoints.update, { id }),
    headers: owner.headers,
    payload,
  });
}

/** The products of one list call; `query` as the address would carry it ('?q=…'). */
export async function listProducts(app: FastifyInstance, owner: Owner, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(productEndpoints.list)}${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Product[]; total: number }>();
}

/** Uploads a product image as `owner`; answers the link the upload answered. */
export async function productImage(app: FastifyInstance, owner: Owner): Promise<string> {
  const response = await uploadImage(app, owner.headers, await picture('jpeg', 200, 200), {
    purpose: 'product',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}
