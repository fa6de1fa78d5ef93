import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The store's address book of /address/all, from its contract. */
export const addressesApi = defineResourceApi('addresses', addressEndpoints);

/** Makes an address the default of its kind; the one before stops being it (the list reloads). */
export function useMakeDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: addressesApi.keys.mutation('makeDefault'),
    mutationFn: (id: string) => callEndpoint(addressEndpoints.makeDefault, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesApi.keys.all }),
  });
}
