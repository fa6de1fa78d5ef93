import { AdminIdParamsSchema } from './lists';
import { CustomerListSchema, CustomerSchema, CustomersQuerySchema } from './customers';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers',
    auth: 'session',
    query: CustomersQuerySchema,
    response: CustomerListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/customers/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    response: CustomerSchema,
  }),
};
