import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The store's customers of /customers/all, from their contract: an order makes one, the merchant
 * adds and edits them. The drawer shows a customer at once from the list on screen, else asks the
 * server.
 */
export const customersApi = defineResourceApi('customers', customerEndpoints);

/** Those who ordered last come first unless the URL says otherwise. */
const CUSTOMER_DEFAULTS = { sort: 'lastorderat', order: 'desc' } as const;

/** The list of /customers/all: page, size, sort, order, search and filters in the URL. */
export function useCustomers() {
  return customersApi.useList({ defaults: CUSTOMER_DEFAULTS });
}

/**
 * Erases a customer's personal data on request (main user only): the answer, the anonymised
 * customer, replaces the one on screen; its lists, orders and receipts (which named them) are
 * asked again.
 */
export function useEraseCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: customersApi.keys.mutation('erase'),
    mutationFn: (id: string) => callEndpoint(customerEndpoints.erase, { params: { id } }),
    onSuccess: (erased) => {
      client.setQueryData(customersApi.keys.detail(erased.id), erased);
      return Promise.all(
        [customersApi.keys.lists(), resourceKeys('orders').all, resourceKeys('receipts').all].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
