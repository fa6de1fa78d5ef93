import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  ReceiptIdParamsSchema,
  ReceiptListSchema,
  ReceiptPdfSchema,
  ReceiptSchema,
  ReceiptsQuerySchema,
  ResendReceiptRequestSchema,
} from './receipts';

const main = apiPrefixes.main;

/** Receipts: every signed-in user of the store; they are issued by payments, never by hand. */
export const receiptEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/receipts',
    auth: 'session',
    query: ReceiptsQuerySchema,
    response: ReceiptListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/receipts/:id',
    auth: 'session',
    params: ReceiptIdParamsSchema,
    response: ReceiptSchema,
  }),
  /** E-mails the receipt again, to the payer or to `email`. */
  resend: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/receipts/:id/resend',
    auth: 'session',
    params: ReceiptIdParamsSchema,
    body: ResendReceiptRequestSchema,
    response: MessageResponseSchema,
  }),
  /** The receipt as an A4 PDF (`application/pdf`). */
  pdf: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/receipts/:id/pdf',
    auth: 'session',
    params: ReceiptIdParamsSchema,
    response: ReceiptPdfSchema,
  }),
};
