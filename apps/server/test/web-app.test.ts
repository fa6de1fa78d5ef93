import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'olivia-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Olivia</title>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
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

  it('serves files, and a JSON 404 for unknown API paths and missing files', async () => {
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
    const api = await app.inject('/api/olivia/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not Found' });
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });
});
