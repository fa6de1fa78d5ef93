import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { Advert } from '@olivia/contracts/adverts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** Ends a campaign now; the days it has not run go back to the wallet. */
export function endAdvert(id: string): Promise<Advert> {
  return callEndpoint(advertEndpoints.end, { params: { id } });
}

/** A refund may have reached the wallet: every screen showing it reloads. */
export function useEndAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertKeys.end(),
    mutationFn: endAdvert,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
