import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeWebSocket } from '../../test/fake-web-socket';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { WebsiteScreen } from './website-screen';

beforeEach(() => {
  installFakeWebSocket();
});

describe('/website', () => {
  it("shows a store's public page and its chat button with ?store", async () => {
    const requests = mockFetch(() => jsonResponse(200, { name: 'Corner Shop', url: '' }));
    renderAt('/website?store=corner-shop', <WebsiteScreen />, '/website');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
    expect(screen.getByText(/Have a question\?/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Message Corner Shop' })).toBeVisible();
    expect(requests[0]?.url).toBe('/api/olivia/chat/public/stores/corner-shop');
    expect(document.title).toBe('Corner Shop');
  });

  it('says so when no store has that address', async () => {
    mockFetch(() => jsonResponse(404, { error: 'Store not found' }));
    renderAt('/website?store=nowhere', <WebsiteScreen />, '/website');
    expect(
      await screen.findByRole('heading', { name: 'This store could not be found' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });

  it('keeps the page about store websites without ?store', async () => {
    const requests = mockFetch(() => jsonResponse(200, {}));
    renderAt('/website', <WebsiteScreen />);
    expect(await screen.findByRole('heading', { name: 'Your store website' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
