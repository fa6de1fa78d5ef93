import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  PaymentQuoteRequestSchema,
  PurchaseOrderIdParamsSchema,
  PurchaseOrderListSchema,
  PurchaseOrderMoveRequestSchema,
  PurchaseOrderPayRequestSchema,
  PurchaseOrderRequestSchema,
  PurchaseOrderSchema,
  PurchaseOrdersQuerySchema,
  ReceiveRequestSchema,
  ReorderRequestSchema,
  ReorderSuggestionsSchema,
} from './purchase-orders';
import { ReceiptPdfSchema } from './receipts';
import { TransferValidationSchema } from './transfer';

const main = apiPrefixes.main;
const byId = { params: PurchaseOrderIdParamsSchema };

/**
 * Purchase orders: every signed-in user of the store drafts, orders, receives and cancels them;
 * paying the supplier (quote and payment) is for the main user or a sub-user allowed to transfer,
 * with the PIN (ADR 0038).
 */
export const purchaseOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/purchase-orders',
    auth: 'session',
    query: PurchaseOrdersQuerySchema,
    response: PurchaseOrderListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/purchase-orders/:id',
    auth: 'session',
    ...byId,
    response: PurchaseOrderSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders',
    auth: 'session',
    body: PurchaseOrderRequestSchema,
    response: PurchaseOrderSchema,
    status: 201,
  }),
  /** A draft only (409 otherwise). */
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/purchase-orders/:id',
    auth: 'session',
    ...byId,
    body: PurchaseOrderRequestSchema,
    response: PurchaseOrderSchema,
  }),
  /** Ordered (numbered, e-mailed to the supplier as a PDF) or cancelled (draft or ordered). */
  move: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders/:id/status',
    auth: 'session',
    ...byId,
    body: PurchaseOrderMoveRequestSchema,
    response: PurchaseOrderSchema,
  }),
  receive: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders/:id/receive',
    auth: 'session',
    ...byId,
    body: ReceiveRequestSchema,
    response: PurchaseOrderSchema,
  }),
  paymentQuote: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders/:id/payment-quote',
    auth: 'session',
    ...byId,
    body: PaymentQuoteRequestSchema,
    response: TransferValidationSchema,
  }),
  pay: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders/:id/payments',
    auth: 'session',
    ...byId,
    body: PurchaseOrderPayRequestSchema,
    response: PurchaseOrderSchema,
  }),
  /** The purchase order as an A4 PDF (`application/pdf`). */
  pdf: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/purchase-orders/:id/pdf',
    auth: 'session',
    ...byId,
    response: ReceiptPdfSchema,
  }),
  /** Products at or below their low-stock level, each with a supplier that supplies it. */
  suggestions: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/purchase-orders/suggestions',
    auth: 'session',
    response: ReorderSuggestionsSchema,
  }),
  /** A draft for the supplier with its products that are low on stock. */
  reorder: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/purchase-orders/reorder',
    auth: 'session',
    body: ReorderRequestSchema,
    response: PurchaseOrderSchema,
    status: 201,
  }),
};
