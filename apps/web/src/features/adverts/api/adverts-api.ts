import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { AdvertRequest } from '@olivia/contracts/adverts';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The store's advert campaigns (/adverts/all), newest first by default. */
export const advertsApi = defineResourceApi('adverts', { list: advertEndpoints.list });
const { keys } = advertsApi;

/**
 * The addresses a campaign may point at besides the storefront's: the custom domains that still
 * answer (not expired), by name. The form works without them (none bought, or the list did not
 * load).
 */
export function useAdvertDomains(): string[] {
  return (
    useQuery({
      queryKey: keys.extra('domains'),
      queryFn: async ({ signal }) => {
        const page = await callEndpoint(domainEndpoints.list, {
          query: { page: 0, size: 50 },
          signal,
        });
        return page.content.filter((d) => d.status !== 'expired').map((d) => d.domain);
      },
      retry: false,
    }).data ?? []
  );
}

/**
 * Pays for a campaign from the wallet; the same `reference` again is answered, not paid twice.
 * Money left the wallet: every screen showing it (balance, transactions) reloads.
 */
export function useCreateAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('create'),
    mutationFn: (body: AdvertRequest) => callEndpoint(advertEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Pause stops a running (or scheduled) campaign, keeping the days it ran; resume runs it again. */
function useStatusMove(name: 'pause' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation(name),
    mutationFn: (id: string) => callEndpoint(advertEndpoints[name], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  });
}
export const usePauseAdvert = () => useStatusMove('pause');
export const useResumeAdvert = () => useStatusMove('resume');

/**
 * Ends a campaign now; the days it has not run go back to the wallet. A refund may have reached
 * the wallet: every screen showing it reloads.
 */
export function useEndAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('end'),
    mutationFn: (id: string) => callEndpoint(advertEndpoints.end, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
