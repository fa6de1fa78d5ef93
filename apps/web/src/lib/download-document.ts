import { downloadBlob } from '../components/ui/data-table/download-file';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * Saves the PDF the API serves at `url` as `fileName`, the browser's own download: fetched with
 * `headers` (the session's, or an order's secret), which a plain link would not carry. No
 * connection is a network ApiError; a refusal an ApiError with the server's message.
 */
export async function downloadDocument(
  url: string,
  fileName: string,
  headers: Record<string, string>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/pdf', ...headers } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    const message = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new ApiError(response.status, message);
  }
  downloadBlob(await response.blob(), fileName);
}
