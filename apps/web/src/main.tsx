// First: zod must be configured before any module builds a schema (see zod-config.ts).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/router';
import './index.css';
import { startClientSettings } from './lib/apply-client-settings';
import { initI18n } from './lib/i18n';

const router = createBrowserRouter(routes);

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The saved theme, direction and language apply before the first paint (SPEC §3).
startClientSettings();

// The shell's catalogues load first so the loader and layouts never show raw keys.
initI18n().then(render, (error: unknown) => {
  console.error('Translations failed to load', error);
  render();
});
