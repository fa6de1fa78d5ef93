import {
  BulkOrderStatusRequestSchema,
  BulkProductStatusRequestSchema,
  BulkResultSchema,
} from './bulk';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Bulk actions on the rows selected in a list: every signed-in user of the store. Ids that are
 * not the store's, or whose change is not allowed, come back refused; the others are done.
 */
export const bulkEndpoints = {
  /** Each order moved in its own transaction, by the rules of one move (ORDER_MOVES). */
  orderStatus: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/orders/bulk-status',
    auth: 'session',
    body: BulkOrderStatusRequestSchema,
    response: BulkResultSchema,
  }),
  /** The products' status set in one transaction, one audit row per product changed. */
  productStatus: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/products/bulk-status',
    auth: 'session',
    body: BulkProductStatusRequestSchema,
    response: BulkResultSchema,
  }),
};
