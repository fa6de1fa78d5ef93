import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import type { CreateApiKeyRequest } from '@olivia/contracts/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('apiKeys');

/** The store's API keys, newest first (ADR 0041). */
export const useApiKeys = () =>
  useQuery({
    queryKey: keys.lists(),
    queryFn: async () => (await callEndpoint(apiKeyEndpoints.list)).content,
  });

/** A mutation that refreshes the list once it is done. */
function useKeysMutation<V, R>(name: string, call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation(name),
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Answers the key in full: shown once, never again. */
export const useCreateApiKey = () =>
  useKeysMutation('create', (body: CreateApiKeyRequest) =>
    callEndpoint(apiKeyEndpoints.create, { body }),
  );

export const useRevokeApiKey = () =>
  useKeysMutation('revoke', (id: string) =>
    callEndpoint(apiKeyEndpoints.revoke, { params: { id } }),
  );
