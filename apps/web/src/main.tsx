// First: zod must be configured before any module builds a schema (see zod-config.ts).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { readServerRenderState } from './app/ssr/server-render-state';
import './index.css';
import { startClientSettings } from './lib/apply-client-settings';
import { initI18n, SHELL_NAMESPACES, type Namespace } from './lib/i18n';
import { queryClient } from './lib/query-client';

/**
 * A storefront page the server rendered (ADR 0018), taken over as it is when the language matches.
 */
const serverRendered = readServerRenderState();

async function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const i18n = await initI18n([
    ...SHELL_NAMESPACES,
    ...((serverRendered?.namespaces ?? []) as Namespace[]),
  ]).catch((error: unknown) => {
    console.error('Translations failed to load', error);
    return null;
  });
  const takeOver = serverRendered !== null && i18n?.language === serverRendered.language;
  if (takeOver) {
    const { prepareHydration } = await import('./app/ssr/take-over');
    await prepareHydration(serverRendered, routes, queryClient);
  }
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (takeOver) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// The saved theme, direction and language apply before the first paint
// (docs/product/client-settings.md).
startClientSettings();

// The shell's catalogues load first so the loader and layouts never show raw keys.
void render();
