import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, NAMESPACES } from '../lib/i18n';
import { useSession } from '../lib/session';

await initI18n(NAMESPACES);

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
});
