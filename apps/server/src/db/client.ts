import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a repository method takes to join a caller's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * What PostgreSQL's autovacuum does and the embedded database has no process for: dead rows
   * reclaimed, the visibility map that index-only scans need, and planner statistics without
   * which a list's search picks the wrong index (ADR 0008). A no-op on PostgreSQL; the server
   * runs it at start and every hour.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrations when several servers start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_341_925;

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export function openDatabase(options: { url?: string; dataDir?: string }): DatabaseHandle {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The app's few named statements (the session lookup, the dashboard, the lists' opening pages)
  // are written for a plan made once without their values: by default PostgreSQL would plan
  // them again on every call, as their generic estimates look dearer than they are (ADR 0019).
  // Queued before the connection's first query; unnamed statements are planned as ever.
  pool.on('connect', (client) => {
    client.query('SET plan_cache_mode = force_generic_plan').catch((error: unknown) => {
      console.error(`PostgreSQL session setting failed: ${String(error)}`);
    });
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    maintain: async () => {},
    close: () => pool.end(),
  };
}

function openPglite(dataDir?: string): DatabaseHandle {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm serves the lists' search (migration 0008, ADR 0008).
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; node-postgres and PGlite both answer `{rows}`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
