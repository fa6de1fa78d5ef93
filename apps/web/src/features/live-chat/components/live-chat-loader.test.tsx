import { appConfigEndpoints } from '@olivia/contracts/app-config-endpoints';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { LiveChatLoader } from './live-chat-loader';

const WIDGET = 'https://chat.example.com/widget.js';
const widgetScripts = () => document.querySelectorAll('script[data-live-chat-widget]');

function renderLoader(controlchat: boolean, liveChatWidgetUrl: string | null) {
  signInAs({ setup: { controlchat, viewbalance: true } });
  const api = fakeApi(fakeEndpoint(appConfigEndpoints.get, () => ({ liveChatWidgetUrl })));
  renderAt('/dashboard', <LiveChatLoader />);
  return api;
}

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
});

describe('live-chat loader', () => {
  it('adds the widget script when the store does not control chat and a URL is set', async () => {
    const api = renderLoader(false, WIDGET);
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    expect(widgetScripts()[0]).toHaveAttribute('src', WIDGET);
    expect(api.of(appConfigEndpoints.get)).toHaveLength(1);
  });

  it('adds nothing, and asks nothing, when setup has controlchat true', async () => {
    const api = renderLoader(true, WIDGET);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its own question only: a request another test file left running may land in this window.
    expect(api.of(appConfigEndpoints.get)).toHaveLength(0);
    expect(widgetScripts()).toHaveLength(0);
  });

  it('adds nothing when no widget URL is configured', async () => {
    const api = renderLoader(false, null);
    await waitFor(() => expect(api.of(appConfigEndpoints.get)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
