import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/mail';

let shared: Promise<DatabaseHandle> | undefined;

/** With REDIS_URL the apps count their rate limits in Redis, under keys of this run only. */
const redisEnv: Record<string, string> = process.env.REDIS_URL
  ? {
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: `olivia-test-${process.pid}-${Date.now()}`,
    }
  : {};

/** One migrated database per worker: in-memory PGlite, or this run's PostgreSQL database. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const handle = openDatabase({ url: inject('databaseUrl') });
    await handle.migrate();
    return handle;
  })();
  return shared;
}

/**
 * A second connection to the same database, as a second server process would have: its own
 * pool on PostgreSQL; the one in-memory PGlite otherwise (one process is all PGlite allows).
 */
export async function secondDatabase(): Promise<DatabaseHandle & { own: boolean }> {
  const url = inject('databaseUrl');
  if (!url) return { ...(await testDatabase()), own: false };
  return { ...openDatabase({ url }), own: true };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDependencies, 'config'>> = {},
): Promise<FastifyInstance> {
  const db = deps.db ?? (await testDatabase()).db;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://olivia.test',
    WEB_DIST_DIR: '/nonexistent',
    ...redisEnv,
    ...env,
  });
  // Its own jobs queue: an app of another suite on the same PostgreSQL runs none of its jobs.
  const jobs = { queue: `test-${randomUUID()}`, ...deps.jobs };
  const app = await buildApp({ ...deps, config, db, jobs });
  await app.ready();
  return app;
}

/** The subjects of every mail to `recipient`, oldest first. */
export async function mailSubjectsTo(recipient: string): Promise<string[]> {
  const { db } = await testDatabase();
  const mails = await db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(mailOutbox.createdAt);
  return mails.map((mail) => mail.subject);
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

/**
 * Two server processes on one database (PostgreSQL with TEST_DATABASE_URL, else the one
 * PGlite), built before the suite, handed to `use`, and closed after it.
 */
export function useTwoTestApps(use: (app: FastifyInstance, other: FastifyInstance) => void) {
  let apps: FastifyInstance[] = [];
  let closeSecond: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const app = await buildTestApp();
    const second = await secondDatabase();
    if (second.own) closeSecond = second.close;
    const other = await buildTestApp({}, { db: second.db });
    apps = [app, other];
    use(app, other);
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await closeSecond();
  });
}
