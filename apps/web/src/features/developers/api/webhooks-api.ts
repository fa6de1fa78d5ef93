import { webhookEndpoints } from '@olivia/contracts/webhook-endpoints';
import type {
  UpdateWebhookEndpointRequest,
  WebhookEndpointRequest,
} from '@olivia/contracts/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('webhooks');

/** The store's webhook endpoints, oldest first (ADR 0044). */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: keys.lists(),
    queryFn: async () => (await callEndpoint(webhookEndpoints.list)).content,
  });

/**
 * An endpoint's newest deliveries; refreshed every few seconds while one is still on its way,
 * so a delivery's outcome appears without a reload.
 */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: [...keys.detail(id), 'deliveries'],
    queryFn: async () =>
      (await callEndpoint(webhookEndpoints.deliveries, { params: { id }, query: { limit: 50 } }))
        .content,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 2_000 : 10_000,
  });

/** A mutation that refreshes the endpoints and their deliveries once it is done. */
function useWebhooksMutation<V, R>(name: string, call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation(name),
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Answers the endpoint with its signing secret, shown this once. */
export const useCreateWebhook = () =>
  useWebhooksMutation('create', (body: WebhookEndpointRequest) =>
    callEndpoint(webhookEndpoints.create, { body }),
  );

export const useUpdateWebhook = () =>
  useWebhooksMutation(
    'update',
    ({ id, body }: { id: string; body: UpdateWebhookEndpointRequest }) =>
      callEndpoint(webhookEndpoints.update, { params: { id }, body }),
  );

export const useRemoveWebhook = () =>
  useWebhooksMutation('remove', (id: string) =>
    callEndpoint(webhookEndpoints.remove, { params: { id } }),
  );

export const useRollWebhookSecret = () =>
  useWebhooksMutation('rollSecret', (id: string) =>
    callEndpoint(webhookEndpoints.rollSecret, { params: { id } }),
  );

export const useSendWebhookTest = () =>
  useWebhooksMutation('sendTest', (id: string) =>
    callEndpoint(webhookEndpoints.sendTest, { params: { id } }),
  );

export const useReplayWebhookDelivery = () =>
  useWebhooksMutation('replay', ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    callEndpoint(webhookEndpoints.replay, { params: { id, deliveryId } }),
  );
