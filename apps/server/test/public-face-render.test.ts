import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Olivia: the back office for your online store." />
    <title>Olivia</title>
    <script type="module" crossorigin src="/assets/main-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/main-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the web app's rendering module (apps/web/src/app/ssr): it asks the API for the
 * blog's newest posts through its transport, as the real one does, and echoes what it was asked.
 */
const FAKE_RENDERER = `
let send;
export function setApiTransport(transport) { send = transport; }
export async function renderStorefrontPage() { return null; }
export async function renderPublicPage(url, preferred) {
  if (url.startsWith('/website?broken')) throw new Error('render failed');
  const posts = await send('/api/olivia/blog/latest', { method: 'GET', headers: { Accept: 'application/json' } });
  const language = new URL(url, 'http://x').searchParams.get('lang') ?? preferred ?? 'en';
  return {
    html: '<h1>Page ' + url + '</h1><p>posts ' + posts.status + '</p>',
    state: JSON.stringify({ language }),
    title: 'Home "&" $& | Olivia',
    description: 'Sell <online>',
    language,
  };
}`;

let app: FastifyInstance;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'olivia-public-face-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'main-C3.css'), '.page{color:red}');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'render-storefront.js'), FAKE_RENDERER);
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

describe('the public face rendered by the server (ADR 0041)', () => {
  it('answers / rendered, with its language, head and the boot script instead of the app', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Page /</h1><p>posts 200</p></div>');
    expect(html).toContain('<html lang="en" dir="ltr">');
    // text is escaped, and never read as a replacement pattern
    expect(html).toContain('<title>Home &#34;&#38;&#34; $&#38; | Olivia</title>');
    expect(html).toContain('<meta name="description" content="Sell &#60;online&#62;" />');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="http[^"]+\/\?lang=fr" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http[^"]+\/" \/>/);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      '<meta property="og:title" content="Home &#34;&#38;&#34; $&#38; | Olivia" />',
    );
    expect(html).toContain('<meta property="og:locale" content="en" />');
    // the page's first script starts the app later; the app's module and preloads are not loaded
    expect(html).toContain('<script src="/public-face.js" data-app="/assets/main-A1.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<style>.page{color:red}</style>');
    expect(html).toContain('<script type="application/json" id="server-render-state">');
  });

  it('renders in the language of ?lang=, else the `locale` cookie, and canonicalises to it', async () => {
    const french = await app.inject({ url: '/faqs', headers: { cookie: 'a=1; locale=fr' } });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toMatch(/<link rel="canonical" href="http[^"]+\/faqs\?lang=fr" \/>/);
    const asked = await app.inject({ url: '/website/?lang=de', headers: { cookie: 'locale=fr' } });
    expect(asked.body).toContain('<html lang="de"');
    expect(asked.body).toContain('<h1>Page /website/?lang=de</h1>');
    expect(asked.body).toMatch(/<link rel="canonical" href="http[^"]+\/website\?lang=de" \/>/);
  });

  it('leaves a signed-in browser (its token cookie) to the app: the header and /website are its own', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'token=abc; locale=en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/main-A1.js">');
  });

  it("leaves a store's public page (/website?store=) to the app, which shows the store", async () => {
    const response = await app.inject('/website?store=adas-fabrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/main-A1.js">');
  });

  it('answers the plain app for other pages and when the rendering fails', async () => {
    for (const url of ['/faqs/more', '/dashboard', '/website?broken=1']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
