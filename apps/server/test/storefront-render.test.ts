import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHtml } from '../src/plugins/storefront-render';
import { signUp, type SignedIn } from './helpers/factories';
import { buildTestApp } from './helpers/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Olivia: the back office for your online store." />
    <title>Olivia</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the web app's rendering module (apps/web/src/app/ssr): it asks the API for the
 * store through the transport it is given, as the real one does, and echoes what it was asked.
 */
const FAKE_RENDERER = `
let send;
export function setApiTransport(transport) { send = transport; }
export async function renderStorefrontPage(url) {
  const slug = url.split(/[/?]/)[2];
  if (slug === 'broken-renderer') throw new Error('render failed');
  const answer = await send('/api/olivia/storefront/stores/' + slug, { method: 'GET', headers: { Accept: 'application/json' } });
  if (!answer.ok) return null;
  const store = await answer.json();
  return {
    html: '<link rel="preload" as="image" href="/files/one"/><h1>' + store.name + '</h1><p>' + url + '</p>',
    state: JSON.stringify({ name: store.name }).replace(/</g, '\\\\u003c'),
    title: store.name + ' $& </title>',
    description: 'Fabrics & "lace"',
  };
}`;

let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'olivia-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-C3.css'), '.page{color:red}');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'render-storefront.js'), FAKE_RENDERER);
  app = await buildTestApp({ WEB_DIST_DIR: dist });
  owner = await signUp(app);
});
afterAll(() => app.close());

const slug = () => owner.body.url;

describe('server-rendered storefront pages', () => {
  it("answers the store's page rendered, its state and head in index.html", async () => {
    const response = await app.inject(`/store/${slug()}?q=ankara`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Kettle & Co</h1>');
    // the renderer saw the address with its query
    expect(html).toContain(`<p>/store/${slug()}?q=ankara</p>`);
    expect(html).toMatch(/<script type="application\/json" id="server-render-state">\{"name":/);
    // React's image preloads go to <head>; the stylesheet is written in, module preloads dropped
    expect(html).toMatch(/<link rel="preload" as="image" href="\/files\/one"\/><\/head>/);
    expect(html).toContain('<style>.page{color:red}</style>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
  });

  it('renders a product page too, and leaves the cart, checkout and receipt to the browser', async () => {
    const product = await app.inject(
      `/store/${slug()}/products/9b2f0f5e-1111-4c7e-9d55-000000000001`,
    );
    expect(product.body).toContain('id="server-render-state"');
    for (const page of ['cart', 'checkout', 'orders/abc']) {
      const response = await app.inject(`/store/${slug()}/${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers the plain app when the store is not found or the renderer fails', async () => {
    for (const url of ['/store/no-such-store-here', '/store/broken-renderer']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const url = `/store/${slug()}`;
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('server-render-state');
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('server-render-state');
  });
});

describe('pageHtml', () => {
  const page = {
    html: '<link rel="preload" as="image" href="/a"/><main>x</main>',
    state: '{"a":"\\u003c/script>"}',
    title: `Ada's <Fabrics> $& $1`,
    description: '"Lace" & more',
  };

  it('escapes the title and description and never reads them as replacement patterns', () => {
    const html = pageHtml(INDEX_HTML, page);
    expect(html).toContain('<title>Ada&#39;s &#60;Fabrics&#62; $&#38; $1</title>');
    expect(html).toContain('<meta name="description" content="&#34;Lace&#34; &#38; more" />');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    expect(html).toContain('{"a":"\\u003c/script>"}</script>');
  });
});
