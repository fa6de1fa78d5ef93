import { endpointUrl } from '@olivia/contracts/endpoint';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import type { PurchaseOrder, PurchaseOrderPayRequest } from '@olivia/contracts/purchase-orders';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { downloadDocument } from '../../../lib/download-document';
import { refreshMoney } from '../../../lib/refresh-money';
import { getAuthHeaders } from '../../../lib/session';

/** The suppliers of /suppliers/all, from their contract. */
export const suppliersApi = defineResourceApi('suppliers', supplierEndpoints, {
  affects: { update: ['purchase-orders'] },
});

/** Purchase orders; any change moves their supplier's figures and the stock. */
export const purchaseOrdersApi = defineResourceApi(
  'purchase-orders',
  {
    list: purchaseOrderEndpoints.list,
    get: purchaseOrderEndpoints.get,
    create: purchaseOrderEndpoints.create,
    update: purchaseOrderEndpoints.update,
  },
  { affects: { create: ['suppliers'], update: ['suppliers'] } },
);

const keys = purchaseOrdersApi.keys;

/** After a change of one order: its lists, its detail, the suppliers and the stock. */
function useRefresh() {
  const client = useQueryClient();
  return (order: PurchaseOrder) => {
    client.setQueryData(keys.detail(order.id), order);
    return Promise.all(
      (['purchase-orders', 'suppliers', 'inventory', 'products'] as const).map((area) =>
        client.invalidateQueries({ queryKey: [area, 'list'] }),
      ),
    );
  };
}

/** Ordered (e-mailed to the supplier) or cancelled. */
export function useMovePurchaseOrder(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: keys.mutation('move'),
    mutationFn: (status: 'ordered' | 'cancelled') =>
      callEndpoint(purchaseOrderEndpoints.move, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

/** What arrived of each line. */
export function useReceivePurchaseOrder(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: keys.mutation('receive'),
    mutationFn: (lines: { lineid: string; quantity: number }[]) =>
      callEndpoint(purchaseOrderEndpoints.receive, { params: { id }, body: { lines } }),
    onSuccess: refresh,
  });
}

/** Name enquiry of the supplier's account and the fee, for an amount. */
export function usePaymentQuote(id: string) {
  return useMutation({
    mutationKey: keys.mutation('quote'),
    mutationFn: (amount: number) =>
      callEndpoint(purchaseOrderEndpoints.paymentQuote, { params: { id }, body: { amount } }),
  });
}

/** The payment, with the PIN, under its quote's `ref`. */
export function usePayPurchaseOrder(id: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: keys.mutation('pay'),
    mutationFn: (body: PurchaseOrderPayRequest) =>
      callEndpoint(purchaseOrderEndpoints.pay, { params: { id }, body }),
    onSuccess: async (order) => {
      await refresh(order);
      await refreshMoney(client);
    },
  });
}

/** Products low on stock, each with a supplier. */
export function useReorderSuggestions() {
  return useQuery({
    queryKey: keys.extra('suggestions'),
    queryFn: ({ signal }) => callEndpoint(purchaseOrderEndpoints.suggestions, { signal }),
    select: (answer) => answer.items,
  });
}

/** A draft for a supplier with its low-stock products. */
export function useReorder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('reorder'),
    mutationFn: (supplierid: string) =>
      callEndpoint(purchaseOrderEndpoints.reorder, { body: { supplierid } }),
    onSuccess: async (order) => {
      await client.invalidateQueries({ queryKey: keys.all });
      // Its drawer opens at once, without a loading drawer first.
      client.setQueryData(keys.detail(order.id), order);
    },
  });
}

/** The banks a supplier's account can be at. */
export function usePayoutBanks() {
  return useQuery({
    queryKey: suppliersApi.keys.extra('banks'),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(transferEndpoints.banks, { signal });
      return 'banks' in answer ? answer.banks : [];
    },
    staleTime: 60 * 60_000,
  });
}

/** Saves a purchase order's PDF as `PO-0001.pdf` (fetched with the session's headers). */
export async function downloadPurchaseOrderPdf(order: Pick<PurchaseOrder, 'id' | 'number'>) {
  const url = endpointUrl(purchaseOrderEndpoints.pdf, { id: order.id });
  return downloadDocument(url, `${order.number}.pdf`, getAuthHeaders());
}

/** A supplier's purchase orders, newest first (their drawer lists them). */
export function useSupplierOrders(supplierId: string) {
  return useQuery({
    queryKey: keys.extra('of-supplier', supplierId),
    queryFn: ({ signal }) =>
      callEndpoint(purchaseOrderEndpoints.list, {
        query: { supplier: supplierId, page: 0, size: 50, sort: 'createdat', order: 'desc' },
        signal,
      }),
    select: (page) => page.content,
  });
}

/** The store's active suppliers, by name, for a purchase order's supplier field. */
export function useActiveSuppliers() {
  return useQuery({
    queryKey: suppliersApi.keys.extra('active'),
    queryFn: ({ signal }) =>
      callEndpoint(supplierEndpoints.list, {
        query: { active: 'true', page: 0, size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (page) => page.content,
  });
}
