import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  CreateSubUserRequestSchema,
  SubUserIdParamsSchema,
  SubUserListSchema,
  SubUserSchema,
  SubUsersQuerySchema,
  UpdateSubUserRequestSchema,
} from './sub-users';

const main = apiPrefixes.main;

/** Sub-user management: the store's main user only (docs/engineering.md#tenancy). */
export const subUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/sub-users',
    auth: 'mainUser',
    query: SubUsersQuerySchema,
    response: SubUserListSchema,
  }),
  /** One sub-user: an edit link opened cold reads it in one call. */
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/sub-users/:id',
    auth: 'mainUser',
    params: SubUserIdParamsSchema,
    response: SubUserSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/sub-users',
    auth: 'mainUser',
    body: CreateSubUserRequestSchema,
    response: SubUserSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/sub-users/:id',
    auth: 'mainUser',
    params: SubUserIdParamsSchema,
    body: UpdateSubUserRequestSchema,
    response: SubUserSchema,
  }),
  /** E-mails an invited sub-user a fresh set-password link. */
  resendInvite: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/sub-users/:id/invite',
    auth: 'mainUser',
    params: SubUserIdParamsSchema,
    response: MessageResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/sub-users/:id',
    auth: 'mainUser',
    params: SubUserIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
