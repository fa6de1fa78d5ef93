import {
  CatalogIdParamsSchema,
  CategoriesQuerySchema,
  CategoryListSchema,
  CategoryRequestSchema,
  CategorySchema,
  ProductListSchema,
  ProductRequestSchema,
  ProductSchema,
  ProductsQuerySchema,
  UpdateCategoryRequestSchema,
  UpdateProductRequestSchema,
} from './catalog';
import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** Categories: every signed-in user of the store (the resource kit, ADR 0008). */
export const categoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/categories',
    auth: 'session',
    query: CategoriesQuerySchema,
    response: CategoryListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/categories/:id',
    auth: 'session',
    params: CatalogIdParamsSchema,
    response: CategorySchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/categories',
    auth: 'session',
    body: CategoryRequestSchema,
    response: CategorySchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/categories/:id',
    auth: 'session',
    params: CatalogIdParamsSchema,
    body: UpdateCategoryRequestSchema,
    response: CategorySchema,
  }),
  /** Its products stay, without a category. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/categories/:id',
    auth: 'session',
    params: CatalogIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

/** Products with their variants: every signed-in user of the store. */
export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/products',
    auth: 'session',
    scope: 'products:read',
    query: ProductsQuerySchema,
    response: ProductListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/products/:id',
    auth: 'session',
    scope: 'products:read',
    params: CatalogIdParamsSchema,
    response: ProductSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/products',
    auth: 'session',
    body: ProductRequestSchema,
    response: ProductSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/products/:id',
    auth: 'session',
    params: CatalogIdParamsSchema,
    body: UpdateProductRequestSchema,
    response: ProductSchema,
  }),
  /** Archived products leave the storefront and the counts; orders keep them. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/products/:id',
    auth: 'session',
    params: CatalogIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
