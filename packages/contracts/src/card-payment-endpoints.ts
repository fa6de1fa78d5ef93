import {
  CardRefundRequestSchema,
  CardPaymentDetailSchema,
  CardPaymentListSchema,
  CardPaymentsQuerySchema,
} from './card-payments';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { AdminIdParamsSchema } from './lists';

const main = apiPrefixes.main;

/**
 * Card payments: every signed-in user of the store sees them, as the wallet's transactions; a
 * refund moves money out, so it takes the PIN of the main user or a sub-user allowed to transfer.
 */
export const cardPaymentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/card-payments',
    auth: 'session',
    query: CardPaymentsQuerySchema,
    response: CardPaymentListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/card-payments/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    response: CardPaymentDetailSchema,
  }),
  refund: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/card-payments/:id/refunds',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: CardRefundRequestSchema,
    response: CardPaymentDetailSchema,
  }),
};
