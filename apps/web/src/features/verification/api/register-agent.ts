import type { AgentRegistration } from '@olivia/contracts/agent';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { verificationKeys } from './verification-keys';

/** Where the store's verification stands (a blocked store sees it before trying again). */
export function useAgentStatus(enabled: boolean) {
  return useQuery({
    queryKey: verificationKeys.status(),
    queryFn: () => callEndpoint(agentEndpoints.status),
    enabled,
    retry: false,
  });
}

/** docs/api.md `POST /agency/bvn/register`. */
export function useRegisterAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: verificationKeys.register(),
    mutationFn: (body: AgentRegistration) => callEndpoint(agentEndpoints.register, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.status() }),
  });
}
