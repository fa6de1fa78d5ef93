import {
  AddressListSchema,
  AddressRequestSchema,
  AddressSchema,
  AddressesQuerySchema,
  AddressIdParamsSchema,
  UpdateAddressRequestSchema,
} from './addresses';
import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/** The store's address book (issue 25): the main user (the store's settings). */
export const addressEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/addresses',
    auth: 'mainUser',
    query: AddressesQuerySchema,
    response: AddressListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/addresses/:id',
    auth: 'mainUser',
    params: AddressIdParamsSchema,
    response: AddressSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/addresses',
    auth: 'mainUser',
    body: AddressRequestSchema,
    response: AddressSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/addresses/:id',
    auth: 'mainUser',
    params: AddressIdParamsSchema,
    body: UpdateAddressRequestSchema,
    response: AddressSchema,
  }),
  /** Deletes it; a default leaves its kind without one. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/addresses/:id',
    auth: 'mainUser',
    params: AddressIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** Makes it the default of its kind; the default before it stops being one. */
  makeDefault: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/addresses/:id/default',
    auth: 'mainUser',
    params: AddressIdParamsSchema,
    response: AddressSchema,
  }),
};
