import { AdminIdParamsSchema } from './lists';
import {
  CustomerListSchema,
  CustomerRequestSchema,
  CustomerSchema,
  CustomersQuerySchema,
  UpdateCustomerRequestSchema,
} from './customers';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Customers: every signed-in user of the store lists, adds and edits them; only the main user
 * erases one (their personal data, on request; orders and money records stay anonymised).
 */
export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers',
    auth: 'session',
    scope: 'customers:read',
    query: CustomersQuerySchema,
    response: CustomerListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers/:id',
    auth: 'session',
    scope: 'customers:read',
    params: AdminIdParamsSchema,
    response: CustomerSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/customers',
    auth: 'session',
    body: CustomerRequestSchema,
    response: CustomerSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/customers/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: UpdateCustomerRequestSchema,
    response: CustomerSchema,
  }),
  erase: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/customers/:id/erase',
    auth: 'mainUser',
    params: AdminIdParamsSchema,
    response: CustomerSchema,
  }),
};
