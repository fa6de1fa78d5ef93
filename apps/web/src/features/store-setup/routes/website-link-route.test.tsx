import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { WebsiteLinkRoute } from './website-link-route';

function renderLink(url = 'ada-stores') {
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

  it('draws the QR code and offers it as <slug>-qr.png and <slug>-qr.svg', async () => {
    renderLink();
    const qr = within(await screen.findByRole('region', { name: 'QR code' }));
    const image = await qr.findByRole('img', { name: `QR code for ${storefront()}` });
    const svg = decodeURIComponent((image.getAttribute('src') ?? '').split(',')[1] ?? '');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    const svgLink = qr.getByRole('link', { name: 'Download SVG' });
    expect(svgLink).toHaveAttribute('download', 'ada-stores-qr.svg');
    expect(svgLink).toHaveAttribute('href', image.getAttribute('src'));
    const pngLink = qr.getByRole('link', { name: 'Download PNG' });
    expect(pngLink).toHaveAttribute('download', 'ada-stores-qr.png');
    expect(pngLink.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  });

  it('says so when the session has no store address', async () => {
    renderLink('');
    expect(
      await screen.findByText('Your store has no address yet. Sign in again to load it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
