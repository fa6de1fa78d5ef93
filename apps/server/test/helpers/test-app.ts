import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/mail';

let shared: Promise<DatabaseHandle> | undefined;

/** One migrated database per worker: in-memory PGlite, or this run's PostgreSQL database. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const handle = openDatabase({ url: inject('databaseUrl') });
    await handle.migrate();
    return handle;
  })();
  return shared;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDependencies, 'config' | 'db'>> = {},
): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://olivia.test',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ ...deps, config, db });
  await app.ready();
  return app;
}

export async function latestMailTo(recipient: string) {
  const { db } = await testDatabase();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
