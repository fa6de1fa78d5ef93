import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The store's card payments (ADR 0028), /transactions/card. A From date after the To date is not
 * asked for: the server would refuse it, and the date filter already says why.
 */
export const cardPaymentsApi = defineResourceApi(
  'card-payments',
  { list: cardPaymentEndpoints.list },
  { listEnabled: (query) => isDateRangeOrdered(query.from, query.to) },
);

/**
 * One card payment in full (the card's BIN and expiry, the provider, the steps): always from the
 * server, as a list row lacks them.
 */
export function useCardPayment(id: string) {
  return useQuery({
    queryKey: cardPaymentsApi.keys.detail(id),
    queryFn: ({ signal }) => callEndpoint(cardPaymentEndpoints.get, { params: { id }, signal }),
  });
}
