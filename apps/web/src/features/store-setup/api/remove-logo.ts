import type { MessageResponse } from '@olivia/contracts/auth';
import type { StoreSetup } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { saveLogoUrl } from '../../../lib/session';
import { storeSetupKeys } from './store-setup-keys';

/** The store goes back to no logo (the header shows the product mark again). */
export function removeLogo(): Promise<MessageResponse> {
  return callEndpoint(storeSetupEndpoints.removeLogo);
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeSetupKeys.removeLogo(),
    mutationFn: removeLogo,
    onSuccess: () => {
      queryClient.setQueryData<StoreSetup>(storeSetupKeys.detail(), (setup) =>
        setup ? { ...setup, logourl: '' } : setup,
      );
      saveLogoUrl('');
    },
  });
}
