import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';

/**
 * Runs `work` on a PostgreSQL database of its own (on TEST_DATABASE_URL's server, or the local
 * default), dropped afterwards.
 */
export async function onPostgres<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `olivia_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase({ url: url.toString() });
    try {
      return await work(handle);
    } finally {
      await handle.close();
      await sleep(500); // the pool's last connections finish closing
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs `work` on PGlite in a data folder on disk, as the server runs it, removed afterwards. */
export async function onPglite<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olivia-bench-'));
  const handle = openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await work(handle);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
