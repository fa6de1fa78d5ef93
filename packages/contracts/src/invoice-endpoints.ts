import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { LinkPaymentIdParamsSchema, PublicLinkPaymentSchema } from './payment-links';
import { ReceiptPdfSchema } from './receipts';
import {
  InvoiceIdParamsSchema,
  InvoiceListSchema,
  InvoiceQuoteRequestSchema,
  InvoiceQuoteSchema,
  InvoiceRequestSchema,
  InvoiceSchema,
  InvoicesQuerySchema,
  InvoiceTotalsSchema,
  UpdateInvoiceRequestSchema,
} from './invoices';

const main = apiPrefixes.main;
const byId = { params: InvoiceIdParamsSchema } as const;

/** Invoices: every signed-in user of the store (the resource kit, ADR 0008). */
export const invoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/invoices',
    auth: 'session',
    scope: 'invoices:write',
    query: InvoicesQuerySchema,
    response: InvoiceListSchema,
  }),
  totals: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/invoices/totals',
    auth: 'session',
    response: InvoiceTotalsSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/invoices/:id',
    auth: 'session',
    scope: 'invoices:write',
    ...byId,
    response: InvoiceSchema,
  }),
  /** The form's money as the server prices it (a discount's saving line by line); nothing is kept. */
  quote: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/invoices/quote',
    auth: 'session',
    body: InvoiceQuoteRequestSchema,
    response: InvoiceQuoteSchema,
  }),
  /** A draft. */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/invoices',
    auth: 'session',
    scope: 'invoices:write',
    body: InvoiceRequestSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  /** A draft, or a sent invoice nothing has been paid on (409 otherwise). */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/invoices/:id',
    auth: 'session',
    ...byId,
    body: UpdateInvoiceRequestSchema,
    response: InvoiceSchema,
  }),
  /** Only a draft; a sent invoice is voided instead (409). */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/invoices/:id',
    auth: 'session',
    ...byId,
    response: MessageResponseSchema,
  }),
  /** Numbers a draft (once) and e-mails the customer its page; again: e-mails it again. */
  send: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/invoices/:id/send',
    auth: 'session',
    ...byId,
    response: InvoiceSchema,
  }),
  void: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/invoices/:id/void',
    auth: 'session',
    ...byId,
    response: InvoiceSchema,
  }),
  /** A reminder e-mail now (besides the scheduled ones). */
  remind: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/invoices/:id/remind',
    auth: 'session',
    ...byId,
    response: MessageResponseSchema,
  }),
  /** The invoice as an A4 PDF (`application/pdf`). */
  pdf: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/invoices/:id/pdf',
    auth: 'session',
    ...byId,
    response: ReceiptPdfSchema,
  }),
};

/** What a customer's payment page polls while an invoice payment is open (the id is its secret). */
export const invoicePayEndpoints = {
  payment: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/payer/invoice-payments/:id',
    auth: 'public',
    params: LinkPaymentIdParamsSchema,
    response: PublicLinkPaymentSchema,
  }),
};
