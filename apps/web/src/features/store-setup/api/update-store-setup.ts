import type { StoreSetup, UpdateStoreSetupRequest } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { saveStoreName } from '../../../lib/session';
import { storeSetupKeys } from './store-setup-keys';

/** Saves the store's details (the delivery fee in major units, as on the wire). */
export function updateStoreSetup(body: UpdateStoreSetupRequest): Promise<StoreSetup> {
  return callEndpoint(storeSetupEndpoints.update, { body });
}

/**
 * On success the cached record is the answer, and the header shows the store's new name; the
 * address book reloads, as the address is its default office address.
 */
export function useUpdateStoreSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeSetupKeys.update(),
    mutationFn: updateStoreSetup,
    onSuccess: (setup) => {
      queryClient.setQueryData(storeSetupKeys.detail(), setup);
      saveStoreName(setup.name);
      return queryClient.invalidateQueries({ queryKey: resourceKeys('addresses').all });
    },
  });
}
