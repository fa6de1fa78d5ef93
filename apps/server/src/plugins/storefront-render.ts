import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  preferredLanguage,
  PUBLIC_FACE_PATH,
  publicFaceHtml,
  publicFaceTemplate,
  rendersFor,
  type RenderPublicPage,
} from './public-face-render';

/** What the web app's server-rendering module answers (apps/web/src/app/ssr, ADR 0018). */
export interface ServerRenderedPage {
  html: string;
  state: string;
  title: string;
  description: string;
}
interface ServerRenderModule {
  setApiTransport(send: typeof fetch): void;
  renderStorefrontPage(url: string): Promise<ServerRenderedPage | null>;
  renderPublicPage?: RenderPublicPage;
}

/** The storefront pages a server rendering is tried for (the others live in the browser). */
const RENDERED_PATH = /^\/store\/[^/?#]+(\/products\/[^/?#]+)?\/?(\?|$)/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * index.html as a server-rendered page starts from: the stylesheet written in (nothing to fetch
 * before the first paint) and no module preloads (the page paints without its scripts, which must
 * not take the bandwidth the stylesheet and the first images need; they still load, in turn).
 */
export function serverRenderTemplate(indexHtml: string, distDir: string): string {
  return indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
      (_link, file: string) => `<style>${readFileSync(path.join(distDir, file), 'utf8')}</style>`,
    );
}

/**
 * index.html with the page in it: its title and description, the images React asks to preload
 * (hoisted to <head>), the rendered markup in #root and the state the browser takes over with.
 */
export function pageHtml(template: string, page: ServerRenderedPage): string {
  const preloads = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(preloads.length);
  // Function replacements: the store's text is never read as a `$&` pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="server-render-state">${page.state}</script>`,
    );
}

/**
 * Renders the storefront's store and product pages (and the public face, ADR 0041: /, /faqs and
 * /website, addresses under `appUrl`) on the server when the web app's rendering module is built
 * (`entry`): the page paints before any script runs. Its API calls are answered
 * by this app in-process, as the visitor (their address, so per-visitor limits hold). Any
 * failure answers null and the browser renders the page as before.
 */
export function storefrontRenderer(
  app: FastifyInstance,
  entry: string,
  template: string,
  appUrl = '',
) {
  if (!existsSync(entry)) return null;
  const publicTemplate = publicFaceTemplate(template);
  const visitor = new AsyncLocalStorage<string>();
  const transport: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: init?.headers as Record<string, string> | undefined,
      remoteAddress: visitor.getStore(),
    });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  let loading: Promise<ServerRenderModule> | undefined;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).then((module: ServerRenderModule) => {
      module.setApiTransport(transport);
      return module;
    }));

  return async function render(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const publicFace = PUBLIC_FACE_PATH.test(request.url) && rendersFor(request);
    if (!publicFace && !RENDERED_PATH.test(request.url)) return false;
    let text: string | null;
    try {
      const module = await load();
      text = await visitor.run(request.ip, async () => {
        if (!publicFace) {
          const page = await module.renderStorefrontPage(request.url);
          return page && pageHtml(template, page);
        }
        const page = await module.renderPublicPage?.(request.url, preferredLanguage(request));
        const pathname = request.url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
        return page ? publicFaceHtml(publicTemplate, page, pathname, appUrl) : null;
      });
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed');
      return false;
    }
    if (!text) return false;
    const html = Buffer.from(text);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepts)) {
      const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
      await reply.header('content-encoding', 'br').send(await brotli(html, { params }));
    } else if (/\bgzip\b/.test(accepts)) {
      await reply.header('content-encoding', 'gzip').send(await gzipped(html));
    } else {
      await reply.send(html);
    }
    return true;
  };
}
