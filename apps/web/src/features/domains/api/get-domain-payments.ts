import type { DomainPaymentList, DomainPaymentsQuery } from '@olivia/contracts/domains';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { domainKeys } from './domain-keys';

export function getDomainPayments(
  domain: string,
  query: DomainPaymentsQuery,
  signal?: AbortSignal,
): Promise<DomainPaymentList> {
  return callEndpoint(domainEndpoints.payments, { params: { domain }, query, signal });
}

/** /domain/payment-history/{domain}: the domain's purchase and renewals, newest first. */
export function useDomainPayments(domain: string) {
  const queryOptionsOf = useCallback(
    (query: DomainPaymentsQuery) =>
      queryOptions({
        queryKey: domainKeys.payments(domain, query),
        queryFn: ({ signal }) => getDomainPayments(domain, query, signal),
        placeholderData: keepPreviousData,
      }),
    [domain],
  );
  return useListResource(domainEndpoints.payments, { queryOptions: queryOptionsOf });
}
