/**
 * Server rendering of the public face (ADR 0041): the landing page, /faqs and /website as the
 * browser renders them for a signed-out visitor, in the visitor's language, with the answers they
 * were rendered from. Part of the server-rendering module (render-storefront.tsx).
 */
import { dehydrate } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { latestPostsQueryOptions } from '../../features/marketing/api/marketing-api';
import { FaqsRoute } from '../../features/marketing/routes/faqs-route';
import { LandingRoute } from '../../features/marketing/routes/landing-route';
import { WebsiteRoute } from '../../features/marketing/routes/website-route';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../../lib/languages';
import { SHELL_NAMESPACES, type Namespace } from '../../lib/namespaces';
import { formatPageTitle, productName, type RouteTitleKey } from '../../lib/page-title';
import { createQueryClient } from '../../lib/query-client';
import { screenPaths } from '../../lib/screen-paths';
import { BlankLayout } from '../layouts/blank-layout';
import { Providers } from '../providers';
import { serializeServerRenderState } from './server-render-state';
import { renderToHtml, ServerRootRoute } from './server-render-kit';

/** A public page rendered on the server, in `language`. */
export interface PublicFacePage {
  html: string;
  state: string;
  title: string;
  description: string;
  language: Language;
}

const NAMESPACES: Namespace[] = [...SHELL_NAMESPACES, 'marketing'];
const DESCRIPTION_MAX = 160;

/** Each page: its route title (the tab's title) and the text its description is taken from. */
const PAGES: Record<
  string,
  { title: RouteTitleKey; description: 'landing.intro' | 'faqs.intro' | 'website.intro' }
> = {
  [screenPaths.home]: { title: 'home', description: 'landing.intro' },
  [screenPaths.faqs]: { title: 'faqs', description: 'faqs.intro' },
  [screenPaths.website]: { title: 'website', description: 'website.intro' },
};

const catalogues = import.meta.glob<ResourceKey>(
  '../../locales/*/{common,routes,messages,ui,shell,nav,marketing}.json',
  { eager: true, import: 'default' },
);
const resources: Record<string, Record<string, ResourceKey>> = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  (resources[language] ??= {})[namespace] = catalogue;
}

const instances = new Map<Language, I18n>();
/** One i18next per language, made on its first page (every catalogue is in this module). */
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {
        [language]: resources[language] ?? {},
        [DEFAULT_LANGUAGE]: resources[DEFAULT_LANGUAGE] ?? {},
      },
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The app's route tree (app/router.tsx) down to these pages, so the browser's hydration matches. */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: ServerRootRoute,
    children: [
      {
        Component: BlankLayout,
        children: [
          { index: true, Component: LandingRoute },
          { path: screenPaths.faqs, Component: FaqsRoute },
          { path: screenPaths.website, Component: WebsiteRoute },
        ],
      },
    ],
  },
];
const handler = createStaticHandler(routes);

const shorten = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;

/** A language code of ours, or null. */
export function languageOf(code: string | null | undefined): Language | null {
  return LANGUAGE_CODES.find((language) => language === code) ?? null;
}

/**
 * The public page at `url` rendered for a signed-out visitor, or null when `url` is not one of
 * them (the browser renders it). The language: `?lang=` in the address, else `preferred` (the
 * browser's saved choice, sent as the `locale` cookie), else English, as the app chooses.
 */
export async function renderPublicPage(
  url: string,
  preferred?: string,
): Promise<PublicFacePage | null> {
  const location = new URL(url, 'http://public.invalid');
  const pathname = location.pathname.replace(/(.)\/$/, '$1');
  const page = PAGES[pathname];
  if (!page) return null;
  const language =
    languageOf(location.searchParams.get('lang')) ?? languageOf(preferred) ?? DEFAULT_LANGUAGE;
  const i18n = i18nFor(language);
  const queryClient = createQueryClient();
  if (pathname === screenPaths.home) {
    // The blog's newest posts; the page shows none when the blog cannot answer.
    await queryClient.prefetchQuery(latestPostsQueryOptions());
  }
  const context = await handler.query(new Request(new URL(pathname, location)));
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
    language,
    namespaces: NAMESPACES,
    queries: dehydrate(queryClient),
  });
  queryClient.clear();
  const tagline =
    import.meta.env.VITE_PRODUCT_TAGLINE || i18n.getFixedT(language, 'common')('product.tagline');
  const title = i18n.getFixedT(language, 'routes')(page.title);
  return {
    html,
    state,
    title: formatPageTitle(title, productName(), tagline),
    description: shorten(i18n.getFixedT(language, 'marketing')(page.description)),
    language,
  };
}
