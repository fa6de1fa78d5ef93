import { endpointUrl } from '@olivia/contracts/endpoint';
import { ORDER_TOKEN_HEADER } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../../components/ui/data-table/download-file';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import type { OrderAccess } from './storefront-api';

/**
 * Saves the order's PDF (its invoice, marked PAID once paid) as `order-<number>.pdf`: fetched
 * with the order's secret in its header, which a plain link would not carry.
 */
async function downloadOrderPdf(access: OrderAccess, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(storefrontEndpoints.orderPdf, { id: access.id }), {
      headers: { Accept: 'application/pdf', [ORDER_TOKEN_HEADER]: access.token },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new ApiError(
      response.status,
      typeof body.error === 'string' ? body.error : `HTTP ${response.status}`,
    );
  }
  downloadBlob(await response.blob(), fileName);
}

/** The receipt's download button: the order's PDF under its number. */
export function useDownloadOrderPdf(access: OrderAccess, number: number) {
  return useMutation({
    mutationKey: resourceKeys('storefront').mutation('orderPdf'),
    mutationFn: () => downloadOrderPdf(access, `order-${number}.pdf`),
  });
}
