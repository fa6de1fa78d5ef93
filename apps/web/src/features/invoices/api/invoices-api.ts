import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { Invoice, InvoiceQuoteRequest } from '@olivia/contracts/invoices';
import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { downloadDocument } from '../../../lib/download-document';
import { getAuthHeaders } from '../../../lib/session';

/**
 * The invoices of /invoice/all, from their contract. A reversed due-date range is not asked for.
 * Any change moves the totals above the list, which live under the same area's keys.
 */
export const invoicesApi = defineResourceApi('invoices', invoiceEndpoints, {
  listEnabled: (query) => isDateRangeOrdered(query.from, query.to),
});

const keys = invoicesApi.keys;

/** What is owed, what is late and what came in this month. */
export function useInvoiceTotals() {
  return useQuery({
    queryKey: keys.extra('totals'),
    queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.totals, { signal }),
  });
}

/** Send (numbers a draft and e-mails it; again: re-sends) or void an invoice. */
export function useInvoiceCommand(command: 'send' | 'void') {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation(command),
    mutationFn: (id: string) => callEndpoint(invoiceEndpoints[command], { params: { id } }),
    onSuccess: (invoice) => {
      client.setQueryData(keys.detail(invoice.id), invoice);
      return client.invalidateQueries({ queryKey: keys.all });
    },
  });
}

/** E-mails the customer a reminder now; nothing about the invoice changes. */
export function useRemindInvoice() {
  return useMutation({
    mutationKey: keys.mutation('remind'),
    mutationFn: (id: string) => callEndpoint(invoiceEndpoints.remind, { params: { id } }),
  });
}

/**
 * Saves an invoice's PDF as `<number>.pdf` (a draft as `draft.pdf`): fetched with the session's
 * headers, which a plain link would not carry.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>) {
  const url = endpointUrl(invoiceEndpoints.pdf, { id: invoice.id });
  return downloadDocument(url, `${invoice.number || 'draft'}.pdf`, getAuthHeaders());
}

/**
 * The form's money as the server prices it with the store's discount (ADR 0034), asked only
 * when one is picked or a code typed; a refusal (400) is the field's error.
 */
export function useInvoiceQuote(body: InvoiceQuoteRequest | null) {
  return useQuery({
    queryKey: keys.extra('quote', body),
    queryFn: ({ signal }) =>
      callEndpoint(invoiceEndpoints.quote, { body: body as InvoiceQuoteRequest, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

/** The store's active discounts, the first 100 by name: an invoice's choices. */
export function useActiveDiscounts() {
  return useQuery({
    queryKey: keys.extra('active-discounts'),
    queryFn: ({ signal }) =>
      callEndpoint(discountEndpoints.list, {
        query: { state: 'active', size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    staleTime: 60_000,
  });
}
