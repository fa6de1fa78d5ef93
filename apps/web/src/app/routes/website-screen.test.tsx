import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeWebSocket } from '../../test/fake-web-socket';
import { fakeApi, fakeEndpoint } from '../../test/fake-api';
import { jsonResponse } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { WebsiteScreen } from './website-screen';

/** The public page's store lookup knowing one store, Corner Shop. */
const fakeStores = () =>
  fakeApi(
    fakeEndpoint(publicChatEndpoints.store, ({ params }) =>
      params.slug === 'corner-shop'
        ? { name: 'Corner Shop', url: '' }
        : jsonResponse(404, { error: 'Store not found' }),
    ),
  );

beforeEach(() => {
  installFakeWebSocket();
});

describe('/website', () => {
  it("shows a store's public page and its chat button with ?store", async () => {
    const api = fakeStores();
    renderAt('/website?store=corner-shop', <WebsiteScreen />, '/website');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
    expect(screen.getByText(/Have a question\?/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Message Corner Shop' })).toBeVisible();
    expect(api.of(publicChatEndpoints.store)).toHaveLength(1);
    expect(document.title).toBe('Corner Shop');
  });

  it('says so when no store has that address', async () => {
    fakeStores();
    renderAt('/website?store=nowhere', <WebsiteScreen />, '/website');
    expect(
      await screen.findByRole('heading', { name: 'This store could not be found' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });

  it('keeps the page about store websites without ?store', async () => {
    const { requests } = fakeStores();
    renderAt('/website', <WebsiteScreen />);
    expect(await screen.findByRole('heading', { name: 'Your store website' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
