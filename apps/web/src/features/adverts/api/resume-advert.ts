import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { Advert } from '@olivia/contracts/adverts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** Runs a paused campaign again for the days it has left. */
export function resumeAdvert(id: string): Promise<Advert> {
  return callEndpoint(advertEndpoints.resume, { params: { id } });
}

export function useResumeAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertKeys.resume(),
    mutationFn: resumeAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertKeys.lists() }),
  });
}
