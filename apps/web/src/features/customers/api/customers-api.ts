import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { defineResourceApi } from '../../../components/resource/define-resource-api';

/**
 * The store's customers of /customers/all, from their contract; read-only (an order makes one).
 * The drawer shows a customer at once from the list on screen, else asks the server.
 */
export const customersApi = defineResourceApi('customers', customerEndpoints);

/** Those who ordered last come first unless the URL says otherwise. */
const CUSTOMER_DEFAULTS = { sort: 'lastorderat', order: 'desc' } as const;

/** The list of /customers/all: page, size, sort, order and search in the URL. */
export function useCustomers() {
  return customersApi.useList({ defaults: CUSTOMER_DEFAULTS });
}
