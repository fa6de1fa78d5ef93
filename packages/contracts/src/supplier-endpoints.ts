import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  SupplierIdParamsSchema,
  SupplierListSchema,
  SupplierRequestSchema,
  SupplierSchema,
  SuppliersQuerySchema,
  UpdateSupplierRequestSchema,
} from './suppliers';

const main = apiPrefixes.main;

/**
 * Suppliers: every signed-in user of the store sees and keeps them (the resource kit); paying
 * one is a purchase order's (purchase-order-endpoints.ts). Archived, never deleted: purchase
 * orders keep their supplier.
 */
export const supplierEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/suppliers',
    auth: 'session',
    query: SuppliersQuerySchema,
    response: SupplierListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/suppliers/:id',
    auth: 'session',
    params: SupplierIdParamsSchema,
    response: SupplierSchema,
  }),
  /** The bank account, when given, is confirmed by name enquiry (400 otherwise). */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/suppliers',
    auth: 'session',
    body: SupplierRequestSchema,
    response: SupplierSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/suppliers/:id',
    auth: 'session',
    params: SupplierIdParamsSchema,
    body: UpdateSupplierRequestSchema,
    response: SupplierSchema,
  }),
};
