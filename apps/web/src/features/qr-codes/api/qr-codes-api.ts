import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import { useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The QR codes of /qr-codes/all, from their contract. */
export const qrCodesApi = defineResourceApi('qr-codes', qrCodeEndpoints);

/** How many choices a target list shows: typing narrows the products. */
const CHOICES = 50;

/** The store's products a code can open (archived ones cannot), matching `q`. */
export function useProductChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: qrCodesApi.keys.extra('products', q),
    queryFn: ({ signal }) =>
      callEndpoint(productEndpoints.list, {
        query: { q: q || undefined, size: CHOICES, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (page) => page.content.filter((product) => product.status !== 'archived'),
    enabled,
    staleTime: 30_000,
  });
}

/** The store's payment links a code can open. */
export function useLinkChoices(enabled: boolean) {
  return useQuery({
    queryKey: qrCodesApi.keys.extra('links'),
    queryFn: ({ signal }) =>
      callEndpoint(paymentLinkEndpoints.list, {
        query: { size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (page) => page.content,
    enabled,
    staleTime: 30_000,
  });
}
