import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import { buildTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the app', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/olivia/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });

  it('sends a strict content security policy', async () => {
    const csp = (await app.inject('/healthz')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('tells the web app no live-chat widget is configured, and keeps scripts to self', async () => {
    expect((await app.inject('/api/olivia/app-config')).json()).toEqual({
      liveChatWidgetUrl: null,
    });
  });

  it('opens the CSP for a configured live-chat widget only', async () => {
    const withWidget = await buildTestApp({
      LIVECHAT_WIDGET_URL: 'https://chat.example.net/widget.js',
    });
    const response = await withWidget.inject('/api/olivia/app-config');
    expect(response.json()).toEqual({ liveChatWidgetUrl: 'https://chat.example.net/widget.js' });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://chat.example.net",
    );
    await withWidget.close();
    expect(() => loadConfig({ LIVECHAT_WIDGET_URL: 'http://chat.example.net/w.js' })).toThrow(
      /LIVECHAT_WIDGET_URL/,
    );
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const document = (await app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/olivia/signin/web', '/api/olivia/utils/change/password/']),
    );
  });
});

describe('config', () => {
  it('stops with one line naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to the embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('data'));
    expect(config.appUrl).toBe('http://localhost:3000');
  });
});

describe('data folder lock', () => {
  it('refuses a second server on the same folder and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'olivia-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    const otherPid = String(process.ppid);
    writeFileSync(path.join(dir, 'server.lock'), otherPid);
    expect(() => lockDataDir(dir)).toThrow(`Another Olivia server (pid ${otherPid})`);
    release();
    lockDataDir(dir)();
  });
});
