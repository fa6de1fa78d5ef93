import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'olivia-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Olivia</title>');
  writeFileSync(path.join(dist, 'sign-in.html'), '<!doctype html><title>Sign in | Olivia</title>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js'), 'console.log("main")');
  writeFileSync(
    path.join(dist, 'assets', 'main-AbC123.js.br'),
    brotliCompressSync('console.log("main")'),
  );
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js.gz'), gzipSync('console.log("main")'));
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it('answers any app route with index.html so the client router can show it', async () => {
    for (const url of ['/', '/dashboard', '/orders/all?page=2', '/no/such/page']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Olivia</title>');
    }
  });

  it('answers /sign-in with its own document, not the app (ADR 0022)', async () => {
    for (const url of ['/sign-in', '/sign-in?from=%2Forders%2Fall']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Sign in | Olivia</title>');
    }
    // Only that path: the app's other account screens are the app's.
    for (const url of ['/sign-up', '/sign-in/more', '/recover-password']) {
      expect((await app.inject(url)).body).toContain('<title>Olivia</title>');
    }
  });

  it('serves files, and a JSON 404 for unknown API paths and missing files', async () => {
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
    const api = await app.inject('/api/olivia/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not Found' });
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });

  it('answers a deep link with a dot in its last segment with the app, not a 404', async () => {
    const response = await app.inject('/domain/payment-history/shop.ng');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts', async () => {
    const url = '/assets/main-AbC123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log("main")'));
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("main")');
  });

  it('lets browsers keep hashed assets for a year, and revalidate index.html', async () => {
    const asset = await app.inject('/assets/main-AbC123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // never revalidated, so no validators (each byte counts on every file of a first load)
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    for (const url of ['/', '/dashboard']) {
      const page = await app.inject(url);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeDefined();
    }
  });

  it('sends documents their full policy, and hashed assets only what a script needs', async () => {
    const page = await app.inject('/dashboard');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await app.inject('/assets/main-AbC123.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // A path under /assets/ that the build did not make is still answered as a document would be.
    expect((await app.inject('/assets/../dashboard')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
  });
});
