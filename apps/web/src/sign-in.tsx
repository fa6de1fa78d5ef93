import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './features/auth/routes/sign-in-page';
import './index.css';
import { startClientSettings } from './lib/apply-client-settings';
import { fetchCatalogue } from './lib/catalogue-files';
import { startI18n } from './lib/i18n-setup';
import auth from './locales/en/auth.json';
import common from './locales/en/common.json';
import routes from './locales/en/routes.json';

/**
 * /sign-in's own entry (ADR 0022): React, i18next and the form; the app (router, query cache,
 * zod, the shell) is not part of it, and the submit path is fetched when the form is first
 * touched. English's three catalogues come with the page, so an English reader's first paint
 * waits for no further fetch; other languages' are fetched (ADR 0023).
 */

// The saved theme, direction and language apply before the first paint
// (docs/product/client-settings.md).
startClientSettings();

async function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from sign-in.html');
  await startI18n(fetchCatalogue, ['common', 'routes', 'auth'], {
    en: { common, routes, auth },
  }).catch((error: unknown) => {
    console.error('Translations failed to load', error);
  });
  createRoot(container).render(
    <StrictMode>
      <SignInPage />
    </StrictMode>,
  );
}

void render();
