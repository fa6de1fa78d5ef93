/**
 * Server rendering of the storefront's public pages (ADR 0018): the store's page and a product's
 * page, as the browser would render them in English, with the answers they were rendered from.
 * Built on its own (`vite build --ssr`) and loaded by the server; nothing here runs in a browser.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import {
  filterOf,
  storefrontProductQueryOptions,
  storefrontProductsQueryOptions,
  storefrontStoreQueryOptions,
} from '../../features/storefront/api/storefront-api';
import { setApiTransport } from '../../lib/api-client';
import { DEFAULT_LANGUAGE } from '../../lib/languages';
import { createQueryClient } from '../../lib/query-client';
import { BlankLayout } from '../layouts/blank-layout';
import { Providers } from '../providers';
import { storefrontRoute } from '../storefront-routes';
import { serializeServerRenderState } from './server-render-state';
import { renderToHtml, ServerRootRoute } from './server-render-kit';
import { SHELL_NAMESPACES } from '../../lib/namespaces';

/** A page rendered on the server: what goes in `#root`, its state, and its `<head>` text. */
export interface ServerRenderedPage {
  html: string;
  /** The state's `<script type="application/json">` body (see server-render-state.ts). */
  state: string;
  title: string;
  description: string;
}

/** The pages rendered on the server; the cart, checkout and receipt live in the browser. */
const PAGES = ['/store/:slug', '/store/:slug/products/:id'];
const NAMESPACES = [...SHELL_NAMESPACES, 'storefront', 'customerChat'];
const DESCRIPTION_MAX = 160;

const catalogues = import.meta.glob<ResourceKey>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const english = Object.fromEntries(
  Object.entries(catalogues).map(([file, catalogue]) => [
    file.replace(/^.*\/|\.json$/g, ''),
    catalogue,
  ]),
);

const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { [DEFAULT_LANGUAGE]: english },
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The same route tree as the app's (app/router.tsx) down to the storefront, so hydration matches.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: ServerRootRoute,
    children: [{ Component: BlankLayout, children: [storefrontRoute] }],
  },
];
const handler = createStaticHandler(routes);

/** The server's own answers to the storefront's API calls (no network): set once, at load. */
export { setApiTransport };
/** The landing page, /faqs and /website (ADR 0041), from the same module. */
export { renderPublicPage } from './render-public-face';

const shorten = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;

/**
 * Fills a query cache with what the page at `url` shows. Null when the page is not one of the
 * server's, or an answer failed (a store or product not found): the browser renders those.
 */
async function loadPage(url: URL, queryClient: QueryClient) {
  const product = matchPath(PAGES[1] ?? '', url.pathname);
  const home = matchPath(PAGES[0] ?? '', url.pathname);
  const slug = (product ?? home)?.params.slug;
  if (!slug) return null;
  const store = await queryClient.fetchQuery(storefrontStoreQueryOptions(slug));
  if (product?.params.id) {
    const item = await queryClient.fetchQuery(
      storefrontProductQueryOptions(slug, product.params.id),
    );
    return {
      title: `${item.name} · ${store.name}`,
      description: shorten(item.description || store.description || store.name),
    };
  }
  await queryClient.fetchInfiniteQuery(
    storefrontProductsQueryOptions(slug, filterOf(url.searchParams)),
  );
  return { title: store.name, description: shorten(store.description || store.name) };
}

/**
 * The page at `url` (path and query) rendered, or null when the browser should render it: not a
 * server-rendered page, its store or product not found, or an API answer failed.
 */
export async function renderStorefrontPage(url: string): Promise<ServerRenderedPage | null> {
  const location = new URL(url, 'http://storefront.invalid');
  const queryClient = createQueryClient();
  let head: Awaited<ReturnType<typeof loadPage>>;
  try {
    head = await loadPage(location, queryClient);
  } catch {
    return null;
  }
  if (!head) return null;
  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
  const state = serializeServerRenderState({
    language: DEFAULT_LANGUAGE,
    namespaces: NAMESPACES,
    queries: dehydrate(queryClient),
  });
  queryClient.clear();
  return { html, state, ...head };
}
