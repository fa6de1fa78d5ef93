/**
 * The public face (ADR 0041): /, /faqs and /website rendered on the server for a signed-out
 * visitor, in their language, with a complete <head>, and without the app's script: the page's
 * first script (`/public-face.js`, apps/web/public) starts the app when the visitor first moves.
 */
import type { FastifyRequest } from 'fastify';

/** What the web app's server-rendering module answers for a public page. */
export interface PublicFacePage {
  html: string;
  state: string;
  title: string;
  description: string;
  language: string;
}
export type RenderPublicPage = (url: string, preferred?: string) => Promise<PublicFacePage | null>;

/** The pages rendered here (trailing slash and query allowed). */
export const PUBLIC_FACE_PATH = /^\/(faqs|website)?\/?(\?|$)/;
/** The 15 languages (apps/web/src/lib/languages.ts), for the page's alternates. */
const LANGUAGES = 'zh da en fr de el hu it ja pl pt ru es sv tr'.split(' ');
const BOOT_SCRIPT = '/public-face.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A cookie's value from the request's Cookie header. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = String(request.headers.cookie ?? '');
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Whether the server renders this request's page: not for a browser that keeps a session (the
 * app's `token` cookie, lib/session.ts), whose header and /website are its own, nor for a
 * store's public page (`/website?store=<slug>`, where its customers start a chat); the app draws
 * those as before.
 */
export const rendersFor = (request: FastifyRequest) =>
  !cookie(request, 'token') &&
  !new URL(request.url, 'http://olivia.invalid').searchParams.has('store');

/** The visitor's saved language (the cookie the page's first script keeps). */
export const preferredLanguage = (request: FastifyRequest) => cookie(request, 'locale');

/**
 * The server-render template (the stylesheet written in) for these pages: the app's module script
 * becomes the boot script, which starts it later (`data-app`).
 */
export function publicFaceTemplate(serverTemplate: string): string {
  return serverTemplate.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_script, src: string) =>
      `<script src="${BOOT_SCRIPT}" data-app="${escapeHtml(src)}"></script>`,
  );
}

/**
 * The page's HTML: `lang`, title, description, canonical address, the other languages'
 * addresses, Open Graph, the rendered markup in #root and the state the app takes it over with.
 */
export function publicFaceHtml(
  template: string,
  page: PublicFacePage,
  pathname: string,
  appUrl: string,
): string {
  const address = (language: string) =>
    `${appUrl}${pathname}${language === 'en' ? '' : `?lang=${language}`}`;
  const canonical = address(page.language);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(address(language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('en'))}" />`,
    meta('og:type', 'website'),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', canonical),
    meta('og:locale', page.language),
  ].join('');
  // Function replacements: no text is read as a `$&` pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.language)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="server-render-state">${page.state}</script>`,
    );
}
