import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import { allEndpoints } from '../../../packages/contracts/test/all-endpoints';
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
    const response = await app.inject('/api/olivia/app-config');
    expect(response.json()).toEqual({ liveChatWidgetUrl: null });
    const directives = String(response.headers['content-security-policy']).split(';');
    const scriptSrc = directives.map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    const connectSrc = directives.map((d) => d.trim()).find((d) => d.startsWith('connect-src '));
    expect(connectSrc).toBe("connect-src 'self'");
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

  it('serves every endpoint of the contracts, listed in the OpenAPI document', async () => {
    const document: { paths: Record<string, Record<string, unknown>> } = (
      await app.inject('/api/openapi.json')
    ).json();
    const listed = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(15);
    const defined = endpoints.map(
      (endpoint) =>
        `${endpoint.method} ${endpoint.prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(listed).toEqual(expect.arrayContaining(defined));
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

  it('keeps the console quiet by default, request lines in production', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_x',
      }).LOG_LEVEL,
    ).toBe('info');
  });
});

describe('config in production: closed by default', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  };

  it('refuses to start without a payments provider, naming it in one line', () => {
    expect(() => loadConfig(production)).toThrow(
      /^Invalid environment variable PAYMENTS_PROVIDER: required when NODE_ENV=production/,
    );
  });

  it('refuses the sandbox (it credits any amount) unless the deployment says it is a demo', () => {
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENTS_PROVIDER="sandbox": the sandbox is off in production/,
    );
    const demo = loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' });
    expect(demo.PAYMENTS_PROVIDER).toBe('sandbox');
    expect(demo.SEED_DEMO).toBe(false);
    expect(
      loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true', SEED_DEMO: 'true' }),
    ).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', SEED_DEMO: true });
  });

  it('creates no demo stores, and refuses them with real money', () => {
    const live = { ...production, PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x' };
    expect(loadConfig(live).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ ...live, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO="true"/);
  });

  it('refuses to start without a data encryption key, or with one of the wrong size', () => {
    const live = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
    };
    expect(() => loadConfig(live)).toThrow(
      /^Invalid environment variable DATA_ENCRYPTION_KEY: required/,
    );
    expect(() => loadConfig({ ...live, DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /^Invalid environment variable DATA_ENCRYPTION_KEY: expected 32 bytes, base64$/,
    );
  });

  it('keeps the sandbox and demo stores by default outside production', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', SEED_DEMO: true });
  });

  it('serves no sandbox bank with a real provider', async () => {
    const live = await buildTestApp({
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    const pay = await live.inject({
      method: 'POST',
      url: '/api/sandbox/pay',
      payload: { reference: 'x', amount: 1e9 },
    });
    expect(pay.statusCode).toBe(404);
    await live.close();
  });
});

describe('config: TRUST_PROXY', () => {
  it('refuses true, which would believe the leftmost X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment variable TRUST_PROXY="true": expected false, a hop count/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'evil.example' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
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
