import type {
  BuyDomainRequest,
  DomainPaymentsQuery,
  RenewDomainRequest,
} from '@olivia/contracts/domains';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/** The store's domains (/domain/all): soonest expiry first unless the URL says otherwise. */
export const domainsApi = defineResourceApi('domains', { list: domainEndpoints.list });
const { keys } = domainsApi;

/** The registrar's offers for `name` (none asked while it is empty); a minute fresh. */
export function useDomainSearch(name: string) {
  return useQuery({
    queryKey: keys.extra('search', name),
    queryFn: ({ signal }) => callEndpoint(domainEndpoints.search, { query: { name }, signal }),
    enabled: name !== '',
    staleTime: 60_000,
    retry: false,
  });
}

/** /domain/payment-history/{domain}: the domain's purchase and renewals, newest first. */
export function useDomainPayments(domain: string) {
  const queryOptionsOf = useCallback(
    (query: DomainPaymentsQuery) =>
      queryOptions({
        queryKey: keys.extra('payments', domain, query),
        queryFn: ({ signal }) =>
          callEndpoint(domainEndpoints.payments, { params: { domain }, query, signal }),
        placeholderData: keepPreviousData,
      }),
    [domain],
  );
  return useListResource(domainEndpoints.payments, { queryOptions: queryOptionsOf });
}

/**
 * After a payment: the domains, their searches and the wallet (its dashboard call holds the
 * balance and the Custom Domains panel) are stale.
 */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [keys.all, resourceKeys('wallet').all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useBuyDomain() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationKey: keys.mutation('buy'),
    mutationFn: (body: BuyDomainRequest) => callEndpoint(domainEndpoints.buy, { body }),
    onSuccess: refresh,
  });
}

export function useRenewDomain() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationKey: keys.mutation('renew'),
    mutationFn: ({ domain, ...body }: RenewDomainRequest & { domain: string }) =>
      callEndpoint(domainEndpoints.renew, { params: { domain }, body }),
    onSuccess: refresh,
  });
}
