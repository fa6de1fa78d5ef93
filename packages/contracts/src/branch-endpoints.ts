import { MessageResponseSchema } from './auth';
import {
  BranchDetailSchema,
  BranchIdParamsSchema,
  BranchListSchema,
  BranchRequestSchema,
  BranchesQuerySchema,
  UpdateBranchRequestSchema,
} from './branches';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Branches (issue 28, ADR 0035): every user of the store reads them (a sub-user names a branch
 * on a counter sale); only the main user changes them, as the address book they build on.
 */
export const branchEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/branches',
    auth: 'session',
    query: BranchesQuerySchema,
    response: BranchListSchema,
  }),
  /** With the sub-users who work there. */
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/branches/:id',
    auth: 'session',
    params: BranchIdParamsSchema,
    response: BranchDetailSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/branches',
    auth: 'mainUser',
    body: BranchRequestSchema,
    response: BranchDetailSchema,
    status: 201,
  }),
  /** `active: false` deactivates: its sub-users and orders stay attached (ADR 0035). */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/branches/:id',
    auth: 'mainUser',
    params: BranchIdParamsSchema,
    body: UpdateBranchRequestSchema,
    response: BranchDetailSchema,
  }),
  /** Only a branch without orders or sub-users; otherwise 409: deactivate it instead. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/branches/:id',
    auth: 'mainUser',
    params: BranchIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
