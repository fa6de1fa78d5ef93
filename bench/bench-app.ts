import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/client';

/** The built app on `handle`'s migrated database, listening on a free port of 127.0.0.1. */
export async function listeningApp(
  handle: DatabaseHandle,
): Promise<{ app: FastifyInstance; base: string }> {
  await handle.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/none' });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A new store signed up through the API: its main user's headers. */
export async function signUpBenchStore(base: string): Promise<{ token: string; systemid: string }> {
  const signUp = await fetch(`${base}/api/olivia/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessname: 'Bench Shop',
      firstname: 'Bench',
      lastname: 'Mark',
      email: `bench.${Date.now()}@example.com`,
      phone: '+2348012345678',
      password: 'Kettle#Blue42',
    }),
  });
  return (await signUp.json()) as { token: string; systemid: string };
}
