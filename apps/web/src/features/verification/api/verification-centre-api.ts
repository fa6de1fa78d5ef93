import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('verification');

/** Signed document links live 15 minutes (ADR 0011): ask again well before they end. */
const FRESH_LINKS_MS = 10 * 60 * 1000;

/** The verification centre's summary (ADR 0045): tier, limits, today's use, identity. */
export function useVerificationSummary() {
  return useQuery({
    queryKey: keys.extra('summary'),
    queryFn: () => callEndpoint(verificationEndpoints.summary),
    refetchInterval: FRESH_LINKS_MS,
  });
}

/** The business registration check (ADR 0045); the summary is read again after it. */
export function useRegisterBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('business'),
    mutationFn: (number: string) =>
      callEndpoint(verificationEndpoints.registerBusiness, { body: { number } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.extra('summary') }),
  });
}
