import { endpointUrl } from '@olivia/contracts/endpoint';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { Receipt, ResendReceiptRequest } from '@olivia/contracts/receipts';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { downloadDocument } from '../../../lib/download-document';
import { getAuthHeaders } from '../../../lib/session';

/**
 * The receipts of /receipts/all, from their contract. Payments issue them; the store only reads,
 * downloads and resends them. A reversed date range is not asked for.
 */
export const receiptsApi = defineResourceApi('receipts', receiptEndpoints, {
  listEnabled: (query) => isDateRangeOrdered(query.from, query.to),
});

/** E-mails a receipt again (to `email`, else its payer); its `emailedat` moves, so the list reloads. */
export function useResendReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: receiptsApi.keys.mutation('resend'),
    mutationFn: ({ id, body }: { id: string; body: ResendReceiptRequest }) =>
      callEndpoint(receiptEndpoints.resend, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: receiptsApi.keys.all }),
  });
}

/**
 * Saves a receipt's PDF as `<number>.pdf`: the bytes are fetched with the session's headers (a
 * plain link would carry none) and handed to the browser as its own download.
 */
export async function downloadReceiptPdf(receipt: Pick<Receipt, 'id' | 'number'>) {
  const url = endpointUrl(receiptEndpoints.pdf, { id: receipt.id });
  return downloadDocument(url, `${receipt.number}.pdf`, getAuthHeaders());
}
