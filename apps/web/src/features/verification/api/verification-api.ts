import type { AgentRegistration } from '@olivia/contracts/agent';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isServerError } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('verification');

/** Where the store's verification stands (a blocked store sees it before trying again). */
export function useAgentStatus(enabled: boolean) {
  return useQuery({
    queryKey: keys.extra('status'),
    queryFn: () => callEndpoint(agentEndpoints.status),
    enabled,
    retry: false,
  });
}

/**
 * Whether the main user's PIN is set (docs/api.md `has-personal-pin`): 'Pin not set before' is a
 * plain false; other failures stay errors.
 */
export function useFirstPinSet() {
  return useQuery({
    queryKey: keys.extra('pin'),
    queryFn: async () => {
      try {
        await callEndpoint(pinEndpoints.hasPersonalPin);
        return true;
      } catch (error) {
        if (isServerError(error, 'pinNotSet')) return false;
        throw error;
      }
    },
    retry: false,
  });
}

/** Asks the server again where set-up stands (after 'Agent setup already activated'). */
export function useRefreshSetup() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** docs/api.md `POST /agency/bvn/register`. */
export function useRegisterAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('register'),
    mutationFn: (body: AgentRegistration) => callEndpoint(agentEndpoints.register, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.extra('status') }),
  });
}

/** The set-up's PIN: docs/api.md `set-personal-pin` with no old PIN (none was set). */
export function useSetFirstPin() {
  return useMutation({
    mutationKey: keys.mutation('set-pin'),
    mutationFn: (newpin: string) => callEndpoint(pinEndpoints.setPersonalPin, { body: { newpin } }),
  });
}
