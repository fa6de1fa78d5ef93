import type { ResourceKey } from 'i18next';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { readClientSettings, useClientSettings } from '../lib/client-settings';
import { initI18n, type Namespace } from '../lib/i18n';
import { REALTIME_IDLE, useRealtimeState } from '../lib/realtime/realtime-state';
import { useSession } from '../lib/session';
import { useSettingsModal } from '../lib/settings-modal';

/**
 * Tests read the catalogues from src/locales, as modules, instead of fetching the build's files.
 */
const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });
/** Every namespace: English has a catalogue for each (the type system checks the list). */
const namespaces = Object.keys(catalogues)
  .filter((path) => path.startsWith('../locales/en/'))
  .map((path) => path.slice('../locales/en/'.length, -'.json'.length) as Namespace);
await initI18n(namespaces, (language, namespace) => {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  return load ? load() : null;
});

// The first render of a lazy route in a test file compiles its chunk; on a busy 2-core machine
// that can take seconds. findBy*/waitFor wait on a condition, so a long limit costs nothing when
// the machine is idle.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs (ScrollRestoration scrolls, Headless UI observes sizes).
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  useSession.setState({ user: null, endReason: null });
  useSettingsModal.setState({ step: null, input: '' });
  useRealtimeState.setState({ ...REALTIME_IDLE });
  useClientSettings.setState({ ...readClientSettings(), isDarkMode: false });
  document.documentElement.className = '';
  document.documentElement.dir = 'ltr';
});
