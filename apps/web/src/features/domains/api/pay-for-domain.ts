import type {
  BuyDomainRequest,
  DomainManager,
  RenewDomainRequest,
} from '@olivia/contracts/domains';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { domainKeys } from './domain-keys';

export function buyDomain(body: BuyDomainRequest): Promise<DomainManager> {
  return callEndpoint(domainEndpoints.buy, { body });
}

export function renewDomain({
  domain,
  ...body
}: RenewDomainRequest & { domain: string }): Promise<DomainManager> {
  return callEndpoint(domainEndpoints.renew, { params: { domain }, body });
}

/**
 * The wallet feature's queries, whose keys all start with 'wallet': its dashboard call holds the
 * balance and the Custom Domains panel.
 */
const WALLET_QUERIES = ['wallet'] as const;

/** After a payment: the domains, their searches and the wallet (balance, panel) are stale. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKeys.all }),
      queryClient.invalidateQueries({ queryKey: WALLET_QUERIES }),
    ]);
}

export function useBuyDomain() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationKey: domainKeys.buy(), mutationFn: buyDomain, onSuccess: refresh });
}

export function useRenewDomain() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationKey: domainKeys.renew(),
    mutationFn: renewDomain,
    onSuccess: refresh,
  });
}
