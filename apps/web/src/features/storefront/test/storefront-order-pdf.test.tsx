import { endpointUrl } from '@olivia/contracts/endpoint';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { order, ORDER_ID, ORDER_TOKEN, paid, SLUG, store } from './storefront-api';
import { ORDERS_KEY, renderStorefront } from './render-storefront';

const RECEIPT = `/store/${SLUG}/orders/${ORDER_ID}`;
const PDF_BYTES = '%PDF-1.3 fake order invoice';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(ORDERS_KEY, JSON.stringify({ [ORDER_ID]: ORDER_TOKEN }));
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** The order page's API: the store, the order, and the order's PDF (its answer may be replaced). */
function fakeOrderApi(shown: PublicOrder, pdf = () => new Response(PDF_BYTES, { status: 200 })) {
  return fakeApi(
    fakeEndpoint(storefrontEndpoints.store, () => store()),
    fakeEndpoint(storefrontEndpoints.order, () => shown),
    fakeEndpoint(storefrontEndpoints.orderPdf, pdf),
  );
}

/** What the page saves: the blobs handed to the browser, and the links clicked to save them. */
function recordDownloads() {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:order';
  });
  URL.revokeObjectURL = vi.fn();
  return { click, saved };
}

describe('the order page’s PDF', () => {
  it('downloads an unpaid order’s invoice from the server, with the order’s secret', async () => {
    const api = fakeOrderApi(order());
    const { click, saved } = recordDownloads();
    const { user } = renderStorefront(RECEIPT);

    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]?.text()).toBe(PDF_BYTES);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('order-1042.pdf');
    const [request] = api.of(storefrontEndpoints.orderPdf);
    expect(new URL(request?.url ?? '', 'http://localhost').pathname).toBe(
      endpointUrl(storefrontEndpoints.orderPdf, { id: ORDER_ID }),
    );
    expect(request?.headers.get('ordertoken')).toBe(ORDER_TOKEN);
    expect(screen.queryByRole('button', { name: /print/i })).toBeNull();
  });

  it('offers a paid order’s receipt', async () => {
    const api = fakeOrderApi(paid(order()));
    const { saved } = recordDownloads();
    const { user } = renderStorefront(RECEIPT);

    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    expect(api.of(storefrontEndpoints.orderPdf)).toHaveLength(1);
  });

  it('says so when the PDF cannot be had, and saves nothing', async () => {
    fakeOrderApi(order(), () => jsonResponse(404, { error: 'Not Found' }));
    const { saved } = recordDownloads();
    const { user } = renderStorefront(RECEIPT);

    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(saved).toHaveLength(0);
  });
});
