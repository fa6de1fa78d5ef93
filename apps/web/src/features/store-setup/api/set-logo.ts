import type { StoreSetup } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { saveLogoUrl } from '../../../lib/session';
import { uploadImage } from '../../../lib/upload-image';
import { storeSetupKeys } from './store-setup-keys';

/** Uploads `file` as a logo (`POST /app-images?purpose=logo`), then makes it the store's. */
export async function setLogo(file: Blob): Promise<StoreSetup> {
  const logourl = await uploadImage(file, 'logo');
  return callEndpoint(storeSetupEndpoints.setLogo, { body: { logourl } });
}

/** On success the header shows the new logo at once (it reads the stored `logourl`). */
export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeSetupKeys.setLogo(),
    mutationFn: setLogo,
    onSuccess: (setup) => {
      queryClient.setQueryData(storeSetupKeys.detail(), setup);
      saveLogoUrl(setup.logourl);
    },
  });
}
