import type { StoreSetup } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { storeSetupKeys } from './store-setup-keys';

/** The store's name, contact details, delivery fee, storefront slug and logo. */
export function getStoreSetup(signal?: AbortSignal): Promise<StoreSetup> {
  return callEndpoint(storeSetupEndpoints.get, { signal });
}

export const storeSetupQueryOptions = () =>
  queryOptions({
    queryKey: storeSetupKeys.detail(),
    queryFn: ({ signal }) => getStoreSetup(signal),
  });

/** The set-up screen's and the logo screen's record. */
export function useStoreSetup() {
  return useQuery(storeSetupQueryOptions());
}
