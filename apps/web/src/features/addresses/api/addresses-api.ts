import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The store's address book of /address/all, from its contract. Its default office address is the
 * store's address, so a change reloads the set-up too.
 */
export const addressesApi = defineResourceApi('addresses', addressEndpoints, {
  affects: { create: ['storeSetup'], update: ['storeSetup'], remove: ['storeSetup'] },
});

/** Makes an address the default of its kind; the one before stops being it (the list reloads). */
export function useMakeDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: addressesApi.keys.mutation('makeDefault'),
    mutationFn: (id: string) => callEndpoint(addressEndpoints.makeDefault, { params: { id } }),
    onSuccess: () =>
      Promise.all(
        [addressesApi.keys.all, resourceKeys('storeSetup').all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
