import { endpointUrl } from '@olivia/contracts/endpoint';
import { ORDER_TOKEN_HEADER } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { useMutation } from '@tanstack/react-query';
import { downloadDocument } from '../../../lib/download-document';
import { resourceKeys } from '../../../lib/resource-keys';
import type { OrderAccess } from './storefront-api';

/**
 * Saves the order's PDF (its invoice, marked PAID once paid) as `order-<number>.pdf`: fetched
 * with the order's secret in its header, which a plain link would not carry.
 */
async function downloadOrderPdf(access: OrderAccess, fileName: string): Promise<void> {
  const url = endpointUrl(storefrontEndpoints.orderPdf, { id: access.id });
  return downloadDocument(url, fileName, { [ORDER_TOKEN_HEADER]: access.token });
}

/** The receipt's download button: the order's PDF under its number. */
export function useDownloadOrderPdf(access: OrderAccess, number: number) {
  return useMutation({
    mutationKey: resourceKeys('storefront').mutation('orderPdf'),
    mutationFn: () => downloadOrderPdf(access, `order-${number}.pdf`),
  });
}
