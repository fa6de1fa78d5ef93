import type { EndpointResponse } from '@olivia/contracts/endpoint';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { LinkPaymentsQuery } from '@olivia/contracts/payment-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  defineResourceApi,
  EXPORT_PAGE_SIZE,
} from '../../../components/resource/define-resource-api';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The payment links of /payment-links, from their contract. A paid link cannot be removed (409
 * `linkPaidCannotDelete`); a taken address answers 409 `slugTaken` on save. A payment moves the
 * wallet, but only the server records those, so nothing else is refreshed here.
 */
export const paymentLinksApi = defineResourceApi('payment-links', paymentLinkEndpoints);

type LinkPaymentList = EndpointResponse<typeof paymentLinkEndpoints.payments>;

/** Whether `slug` is free; asked only for an address the contract accepts. */
export function useSlugAvailability(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentLinksApi.keys.extra('slugAvailability', slug),
    queryFn: ({ signal }) =>
      callEndpoint(paymentLinkEndpoints.slugAvailability, { query: { slug }, signal }),
    enabled,
    staleTime: 10_000,
  });
}

const getPaymentsPage = (id: string, query: LinkPaymentsQuery, signal?: AbortSignal) =>
  callEndpoint(paymentLinkEndpoints.payments, { params: { id }, query, signal });

/** One page of a link's payments (the query's status, page and sort). */
const paymentsQueryOptions = (id: string) => (query: LinkPaymentsQuery) =>
  queryOptions({
    queryKey: paymentLinksApi.keys.extra('payments', id, query),
    queryFn: ({ signal }) => getPaymentsPage(id, query, signal),
    placeholderData: keepPreviousData,
  });

const PAYMENTS_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The payments of link `id`, their status, page and sort in the URL under `payments.`. */
export function useLinkPayments(id: string) {
  return useListResource(paymentLinkEndpoints.payments, {
    queryOptions: paymentsQueryOptions(id),
    defaults: PAYMENTS_DEFAULTS,
    prefix: 'payments',
  });
}

/** Every payment of link `id` matching `query` (its page and size aside): what exports take. */
export async function getAllLinkPayments(id: string, query: LinkPaymentsQuery) {
  const rows: LinkPaymentList['content'] = [];
  for (let page = 0; ; page += 1) {
    const result = await getPaymentsPage(id, { ...query, page, size: EXPORT_PAGE_SIZE });
    rows.push(...result.content);
    if (result.content.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}
