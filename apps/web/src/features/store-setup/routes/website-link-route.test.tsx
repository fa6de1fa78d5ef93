import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import type { QrCode } from '@olivia/contracts/qr-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { WebsiteLinkRoute } from './website-link-route';

const STORE_CODE_ID = '00000000-0000-4000-8000-000000000501';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

/** The server's store code and its images (an SVG, or PNG bytes). */
function fakeStoreCode() {
  return fakeApi(
    fakeEndpoint(
      qrCodeEndpoints.storeCode,
      () =>
        ({
          id: STORE_CODE_ID,
          label: 'Storefront',
          kind: 'store',
          targetid: null,
          targetname: 'Ada Stores',
          amount: null,
          currency: 'NGN',
          code: 'ADASHOP1',
          scanurl: 'https://app.example/q/ADASHOP1',
          destination: 'https://app.example/store/ada-stores',
          scans: 3,
          lastscannedat: null,
          active: true,
          createdat: '2026-03-05T14:07:00.000Z',
        }) satisfies QrCode,
    ),
    fakeEndpoint(
      qrCodeEndpoints.image,
      ({ query }) =>
        new Response(query.format === 'png' ? new Uint8Array([137, 80, 78, 71]) : SVG, {
          headers: { 'content-type': query.format === 'png' ? 'image/png' : 'image/svg+xml' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let api: ReturnType<typeof fakeStoreCode>;

function renderLink(url = 'ada-stores') {
  api = fakeStoreCode();
  signInAs({ url });
  renderAt('/website-link', <WebsiteLinkRoute />);
  return userEvent.setup();
}

const storefront = () => `${window.location.origin}/store/ada-stores`;

describe('/website-link', () => {
  it("shows the storefront's address and opens it in a new tab", async () => {
    renderLink();
    expect(await screen.findByRole('heading', { name: 'Website link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Storefront address' })).toHaveValue(storefront());
    const open = screen.getByRole('link', { name: 'Open store' });
    expect(open).toHaveAttribute('href', storefront());
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('copies the address to the clipboard and says so', async () => {
    const user = renderLink();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(storefront());
  });

  it("shows the store's own code as the server draws it, and saves <slug>-qr.png and <slug>-qr.svg", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = renderLink();
    const qr = within(await screen.findByRole('region', { name: 'QR code' }));
    const image = await qr.findByRole('img', { name: `QR code for ${storefront()}` });
    expect(image.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    );
    expect(api.of(qrCodeEndpoints.image)[0]?.url).toContain(
      `/qr-codes/${STORE_CODE_ID}/image?format=svg`,
    );

    await user.click(qr.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toEqual(['ada-stores-qr.png']));
    expect(api.of(qrCodeEndpoints.image).at(-1)?.url).toContain('format=png&size=1024');
    await user.click(qr.getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(saved).toEqual(['ada-stores-qr.png', 'ada-stores-qr.svg']));
  });

  it('says so when the session has no store address', async () => {
    renderLink('');
    expect(
      await screen.findByText('Your store has no address yet. Sign in again to load it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
