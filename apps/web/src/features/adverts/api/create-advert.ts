import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { Advert, AdvertRequest } from '@olivia/contracts/adverts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** Pays for a campaign from the wallet; the same `reference` again is answered, not paid twice. */
export function createAdvert(body: AdvertRequest): Promise<Advert> {
  return callEndpoint(advertEndpoints.create, { body });
}

/** Money left the wallet: every screen showing it (balance, transactions) reloads. */
export function useCreateAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertKeys.create(),
    mutationFn: createAdvert,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
