import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type { DeliveryRunDetail, StopOutcomeRequest } from '@olivia/contracts/delivery-runs';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { downloadDocument } from '../../../lib/download-document';
import { getAuthHeaders } from '../../../lib/session';

/** Delivery runs (ADR 0036): planning one ships nothing; starting it ships its orders. */
export const deliveryRunsApi = defineResourceApi(
  'delivery-runs',
  {
    list: deliveryRunEndpoints.list,
    get: deliveryRunEndpoints.get,
    create: deliveryRunEndpoints.create,
    update: deliveryRunEndpoints.update,
  },
  { affects: { create: ['orders'], update: ['orders'] } },
);

const keys = deliveryRunsApi.keys;

/**
 * One run with its stops. Not `useOne`: a row of the list has no stops, so it cannot stand in
 * for the run while it loads.
 */
export function useRun(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => callEndpoint(deliveryRunEndpoints.get, { params: { id }, signal }),
  });
}

/** Paid orders to deliver by `date` on no run, grouped by zone. */
export function useWaitingOrders(date: string) {
  return useQuery({
    queryKey: keys.extra('waiting', date),
    queryFn: ({ signal }) =>
      callEndpoint(deliveryRunEndpoints.waiting, { query: { date }, signal }),
    enabled: date !== '',
  });
}

/** After a change of one run: its detail at once, the lists, the orders it moved. */
function useRefresh() {
  const client = useQueryClient();
  return (run: DeliveryRunDetail) => {
    client.setQueryData(keys.detail(run.id), run);
    return Promise.all(
      [keys.all, ['orders']].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  };
}

/** Start, cancel, reorder the stops or mark one: each answers the run as it now is. */
export function useRunActions(id: string) {
  const onSuccess = useRefresh();
  const params = { id };
  return {
    start: useMutation({
      mutationKey: keys.mutation('start'),
      mutationFn: () => callEndpoint(deliveryRunEndpoints.start, { params }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationKey: keys.mutation('cancel'),
      mutationFn: () => callEndpoint(deliveryRunEndpoints.cancel, { params }),
      onSuccess,
    }),
    reorder: useMutation({
      mutationKey: keys.mutation('reorder'),
      mutationFn: (stopids: string[]) =>
        callEndpoint(deliveryRunEndpoints.reorder, { params, body: { stopids } }),
      onSuccess,
    }),
    mark: useMutation({
      mutationKey: keys.mutation('mark'),
      mutationFn: ({ stopId, body }: { stopId: string; body: StopOutcomeRequest }) =>
        callEndpoint(deliveryRunEndpoints.markStop, { params: { id, stopId }, body }),
      onSuccess,
    }),
  };
}

/** Saves the run sheet to print, `run-2026-11-30.pdf` (fetched with the session's headers). */
export async function downloadRunSheet(run: Pick<DeliveryRunDetail, 'id' | 'rundate'>) {
  const url = endpointUrl(deliveryRunEndpoints.sheet, { id: run.id });
  return downloadDocument(url, `run-${run.rundate}.pdf`, getAuthHeaders());
}
