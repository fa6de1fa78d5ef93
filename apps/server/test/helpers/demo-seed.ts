import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDemoStores } from '../../src/seed/demo-stores';
import { signIn } from './factories';
import { buildTestApp } from './test-app';

/** The demo users' published password (README). */
const DEMO_PASSWORD = 'Olivia#Demo26';

/**
 * A fresh embedded database with the demo stores seeded, and an app on it: one for the file
 * that calls this (seeding takes seconds, more on a busy machine).
 */
export function seededDemoApp(): () => FastifyInstance {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    handle = openDatabase({});
    await handle.migrate();
    expect(await seedDemoStores(handle.db)).toBe(true);
    app = await buildTestApp({}, { db: handle.db });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return () => {
    if (!app) throw new Error('the demo database is not seeded yet');
    return app;
  };
}

/** Signs in as the demo user `email`; answers a GET as them that must answer 200. */
export async function demoUser(app: FastifyInstance, email: string) {
  const signedIn = await signIn(app, email, DEMO_PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const { token, systemid } = signedIn.json<{ token: string; systemid: string }>();
  return {
    get: async <T>(url: string) => {
      const response = await app.inject({ url, headers: { token, systemid } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
  };
}
