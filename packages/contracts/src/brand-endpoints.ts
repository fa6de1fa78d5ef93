import { MessageResponseSchema } from './auth';
import {
  BrandIdParamsSchema,
  BrandListSchema,
  BrandRequestSchema,
  BrandSchema,
  BrandsQuerySchema,
  UpdateBrandRequestSchema,
} from './brands';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** Brands: every signed-in user of the store, as categories (the resource kit, ADR 0008). */
export const brandEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/brands',
    auth: 'session',
    query: BrandsQuerySchema,
    response: BrandListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/brands/:id',
    auth: 'session',
    params: BrandIdParamsSchema,
    response: BrandSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/brands',
    auth: 'session',
    body: BrandRequestSchema,
    response: BrandSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/brands/:id',
    auth: 'session',
    params: BrandIdParamsSchema,
    body: UpdateBrandRequestSchema,
    response: BrandSchema,
  }),
  /** Its products stay, without a brand. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/brands/:id',
    auth: 'session',
    params: BrandIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
