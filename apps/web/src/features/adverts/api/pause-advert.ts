import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { Advert } from '@olivia/contracts/adverts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** Stops a running (or scheduled) campaign; the days it ran are kept. */
export function pauseAdvert(id: string): Promise<Advert> {
  return callEndpoint(advertEndpoints.pause, { params: { id } });
}

export function usePauseAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertKeys.pause(),
    mutationFn: pauseAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertKeys.lists() }),
  });
}
