import { AdminIdParamsSchema } from './lists';
import {
  CreateReturnRequestSchema,
  ReturnListSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  UpdateReturnRequestSchema,
} from './returns';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

export const returnEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/returns',
    auth: 'session',
    query: ReturnsQuerySchema,
    response: ReturnListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/returns',
    auth: 'session',
    body: CreateReturnRequestSchema,
    response: ReturnSchema,
    status: 201,
  }),
  /** received: the units go back into stock, once; rejected: nothing moves. */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/returns/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: UpdateReturnRequestSchema,
    response: ReturnSchema,
  }),
};
