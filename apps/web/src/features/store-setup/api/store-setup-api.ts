import type { StoreSetup, UpdateStoreSetupRequest } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { saveLogoUrl, saveStoreName } from '../../../lib/session';
import { uploadChosenImage } from '../../../lib/upload-image';

/**
 * The store's set-up: one record per store, cached under the area's `details()` key. The area is
 * 'storeSetup', so the address book (whose default office address is the store's address)
 * refreshes it by name.
 */
const keys = resourceKeys('storeSetup');

/** The store's name, contact details, delivery fee, storefront slug and logo. */
export function useStoreSetup() {
  return useQuery({
    queryKey: keys.details(),
    queryFn: ({ signal }) => callEndpoint(storeSetupEndpoints.get, { signal }),
  });
}

/**
 * Saves the store's details (the delivery fee in major units, as on the wire). On success the
 * cached record is the answer, and the header shows the store's new name; the address book
 * reloads, as the address is its default office address.
 */
export function useUpdateStoreSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('update'),
    mutationFn: (body: UpdateStoreSetupRequest) =>
      callEndpoint(storeSetupEndpoints.update, { body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(keys.details(), setup);
      saveStoreName(setup.name);
      return queryClient.invalidateQueries({ queryKey: resourceKeys('addresses').all });
    },
  });
}

/** Uploads `file` as a logo (`POST /app-images?purpose=logo`), then makes it the store's. */
async function setLogo(file: File): Promise<StoreSetup> {
  const logourl = await uploadChosenImage(file, 'logo');
  return callEndpoint(storeSetupEndpoints.setLogo, { body: { logourl } });
}

/** On success the header shows the new logo at once (it reads the stored `logourl`). */
export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('set-logo'),
    mutationFn: setLogo,
    onSuccess: (setup) => {
      queryClient.setQueryData(keys.details(), setup);
      saveLogoUrl(setup.logourl);
    },
  });
}

/** The store goes back to no logo (the header shows the product mark again). */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('remove-logo'),
    mutationFn: () => callEndpoint(storeSetupEndpoints.removeLogo),
    onSuccess: () => {
      queryClient.setQueryData<StoreSetup>(keys.details(), (setup) =>
        setup ? { ...setup, logourl: '' } : setup,
      );
      saveLogoUrl('');
    },
  });
}
