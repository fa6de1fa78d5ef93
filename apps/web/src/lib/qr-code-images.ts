import { endpointUrl } from '@olivia/contracts/endpoint';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import { QR_IMAGE_SIZE, type QrImageFormat } from '@olivia/contracts/qr-codes';
import { useQuery } from '@tanstack/react-query';
import { downloadBlob } from '../components/ui/data-table/download-file';
import { ApiError, callEndpoint, NETWORK_ERROR_MESSAGE } from './api-client';
import { resourceKeys } from './resource-keys';
import { getAuthHeaders } from './session';

/**
 * A QR code's image as the server draws it (`GET /qr-codes/:id/image`): bytes, not JSON, so not
 * through `callEndpoint`; signed in by the same headers. /qr-codes/all and /website-link both
 * show and download their codes from here, so a printed code is the one the list counts.
 */
async function fetchImage(id: string, format: QrImageFormat, size: number) {
  const url = `${endpointUrl(qrCodeEndpoints.image, { id })}?format=${format}&size=${size}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: getAuthHeaders() });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response;
}

/** Downloads the code as `<fileName>.svg` or a print-size `<fileName>.png`. */
export async function downloadQrImage(id: string, format: QrImageFormat, fileName: string) {
  const response = await fetchImage(id, format, QR_IMAGE_SIZE.default);
  downloadBlob(await response.blob(), `${fileName}.${format}`);
}

/** The code's SVG as a `data:` address an `<img>` shows; cached, it never changes. */
export function useQrImageUrl(id: string | undefined) {
  return useQuery({
    queryKey: resourceKeys('qr-codes').extra('image', id ?? ''),
    queryFn: async () => {
      const svg = await (await fetchImage(id ?? '', 'svg', QR_IMAGE_SIZE.default)).text();
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

/** The store's own code, the one /website-link shows (made by the server on first use). */
export function useStoreQrCode() {
  return useQuery({
    queryKey: resourceKeys('qr-codes').extra('store-code'),
    queryFn: ({ signal }) => callEndpoint(qrCodeEndpoints.storeCode, { signal }),
    staleTime: 60_000,
  });
}
