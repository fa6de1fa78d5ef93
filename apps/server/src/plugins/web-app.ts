import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverErrors } from '@olivia/contracts/messages';
import { serverRenderTemplate, storefrontRenderer } from './storefront-render';

const API_PATH = /^\/(api|files|v3)(\/|$)/;
/** Files the build makes: hashed bundles under /assets/ and a few at the top (favicon.svg). */
const ASSET_PATH = /^\/(assets\/[^/]+|[^/]+\.[a-z0-9]+)$/i;
/** Hashed file names change with their content, so a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app. Any GET that is not an API call and not a file gets
 * index.html, so the client router can show the route (or its not-found page); the storefront's
 * store and product pages come rendered when `serverRenderEntry` is built (ADR 0018).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  serverRenderEntry: string,
  /** The storefront (its slug) a custom domain serves: its home page opens the store. */
  storefrontSlugOf?: (hostname: string) => Promise<string | undefined>,
  /** The app's own address, for the public pages' canonical addresses (ADR 0041). */
  appUrl = '',
): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`web app not built (${indexHtml} missing): run npm run build`);
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: serverErrors.notFound }),
    );
    return;
  }
  const hasSignInPage = existsSync(path.join(distDir, 'sign-in.html'));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const renderStorefront = storefrontRenderer(
    app,
    serverRenderEntry,
    serverRenderTemplate(readFileSync(indexHtml, 'utf8'), distDir),
    appUrl,
  );
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Only a real asset path may be missing; any other GET is an app route, even with a dot in
    // it (`/domain/payment-history/shop.ng`).
    if (request.method !== 'GET' || API_PATH.test(pathname) || ASSET_PATH.test(pathname)) {
      return reply.code(404).send({ error: serverErrors.notFound });
    }
    if (pathname === '/' && storefrontSlugOf) {
      const slug = await storefrontSlugOf(request.hostname);
      if (slug) return reply.redirect(`/store/${encodeURIComponent(slug)}`, 302);
    }
    if (renderStorefront && (await renderStorefront(request, reply))) return reply;
    // The page most people open first is a document of its own, without the app (ADR 0022).
    const page = pathname === '/sign-in' && hasSignInPage ? 'sign-in.html' : 'index.html';
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
  });
}
