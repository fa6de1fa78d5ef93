import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  SplitGroupListSchema,
  SplitGroupRequestSchema,
  SplitGroupSchema,
  SplitGroupsQuerySchema,
  SplitIdParamsSchema,
  SplitPayeeListSchema,
  SplitPayeeRequestSchema,
  SplitPayeeSchema,
  SplitPayeesQuerySchema,
  SplitPreviewRequestSchema,
  SplitPreviewSchema,
  SplitShareListSchema,
  SplitSharesQuerySchema,
} from './split-payments';

const main = apiPrefixes.main;

/**
 * Split payments (ADR 0031), NGN stores only: every signed-in user of the store sees payees,
 * splits and shares; only the main user adds or changes them, since they send the store's money
 * to bank accounts.
 */
export const splitPayeeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/split-payees',
    auth: 'session',
    query: SplitPayeesQuerySchema,
    response: SplitPayeeListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/split-payees/:id',
    auth: 'session',
    params: SplitIdParamsSchema,
    response: SplitPayeeSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/split-payees',
    auth: 'mainUser',
    body: SplitPayeeRequestSchema,
    response: SplitPayeeSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/split-payees/:id',
    auth: 'mainUser',
    params: SplitIdParamsSchema,
    body: SplitPayeeRequestSchema,
    response: SplitPayeeSchema,
  }),
  /** A payee in no split is deleted; one that was paid keeps its history (409: deactivate it). */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/split-payees/:id',
    auth: 'mainUser',
    params: SplitIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

export const splitGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/split-groups',
    auth: 'session',
    query: SplitGroupsQuerySchema,
    response: SplitGroupListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/split-groups/:id',
    auth: 'session',
    params: SplitIdParamsSchema,
    response: SplitGroupSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/split-groups',
    auth: 'mainUser',
    body: SplitGroupRequestSchema,
    response: SplitGroupSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/split-groups/:id',
    auth: 'mainUser',
    params: SplitIdParamsSchema,
    body: SplitGroupRequestSchema,
    response: SplitGroupSchema,
  }),
  /** A split that never split a payment is deleted (and taken off its links and invoices). */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/split-groups/:id',
    auth: 'mainUser',
    params: SplitIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** Each party's part of a sample payment, by transfer and by card, before saving. */
  preview: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/split-groups/preview',
    auth: 'session',
    body: SplitPreviewRequestSchema,
    response: SplitPreviewSchema,
  }),
};

/** Every payee's share of every payment split, with its payout's state. */
export const splitShareEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/split-shares',
    auth: 'session',
    query: SplitSharesQuerySchema,
    response: SplitShareListSchema,
  }),
};
