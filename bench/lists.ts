/**
 * List benchmark: one store with BENCH_LIST_ROWS wallet transactions (1,000,000 by default),
 * the built app listening on 127.0.0.1, and a closed loop of concurrent fetches per route:
 * the transactions list (first page, a deep page, searches, another sort) against a one-query
 * route (a signed-in GET whose only database work is the session lookup); a public route
 * without any query is shown for scale. On PostgreSQL (TEST_DATABASE_URL or the local default,
 * in a database of its own, dropped after) and on PGlite in a data folder on disk, as the
 * server runs it (BENCH_LIST_PGLITE_ROWS rows; 0 rows skips a database). Writes
 * bench/results/lists.json; fails when the first page answers less than half as many requests
 * per second as the one-query route (the two compared in three alternating rounds, medians).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { listeningApp, signUpBenchStore } from './bench-app';
import { onPglite, onPostgres } from './bench-databases';
import { load, type LoadOptions, type LoadResult } from './http-load';
import { seededRef, seedTransactions } from './seed-transactions';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_LIST_PGLITE_ROWS ?? ROWS);
const LOAD: LoadOptions = {
  concurrency: Number(process.env.BENCH_LIST_CONCURRENCY ?? 10),
  maxRequests: Number(process.env.BENCH_LIST_REQUESTS ?? 4000),
  maxSeconds: Number(process.env.BENCH_LIST_SECONDS ?? 8),
};
const MIN_RATIO = 0.5;

async function run(handle: DatabaseHandle, rows: number) {
  const { app, base } = await listeningApp(handle);
  try {
    const { token, systemid } = await signUpBenchStore(base);
    const seedStarted = performance.now();
    await seedTransactions(handle.db, systemid, rows);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    // After a load like this autovacuum runs on PostgreSQL; PGlite has none, so the server's
    // own maintenance (at start and hourly) stands in for it there.
    const maintainStarted = performance.now();
    if (handle.kind === 'postgres')
      await handle.db.execute(sql`VACUUM ANALYZE wallet_transactions`);
    else await handle.maintain();
    const maintainSeconds = Number(((performance.now() - maintainStarted) / 1000).toFixed(1));
    await handle.db.execute(sql`CHECKPOINT`); // the seed's writes are not left to the measurement
    const headers = { token, systemid };
    const list = `${base}/api/reports/transactions`;
    const deepPage = Math.floor(rows / 20 / 10); // 5% into the list, 10 a page
    const routes: Record<string, string> = {
      noQuery: `${base}/api/olivia/app-config`,
      oneQuery: `${base}/api/olivia/agent/pbbt/supported-bank`,
      listFirstPage: list,
      listDeepPage: `${list}?page=${deepPage}`,
      listSearch: `${list}?q=${seededRef(Math.floor(rows / 2))}`,
      listSearchCommon: `${list}?q=transfer`,
      listSortedByAmount: `${list}?sort=amount&order=desc`,
    };
    const warmUp = { concurrency: 2, maxRequests: 10, maxSeconds: 30 };
    for (const url of Object.values(routes)) await load(url, headers, warmUp);
    // The compared pair runs in alternating rounds, so a slow moment of the machine weighs on
    // both; each keeps its median round.
    const rounds: Record<string, LoadResult[]> = { oneQuery: [], listFirstPage: [] };
    const roundLoad = { ...LOAD, maxSeconds: LOAD.maxSeconds / 2 };
    for (let round = 0; round < 3; round += 1) {
      for (const name of Object.keys(rounds)) {
        rounds[name]?.push(await load(routes[name] ?? '', headers, roundLoad));
      }
    }
    const figures: Record<string, LoadResult> = {};
    for (const [name, url] of Object.entries(routes)) {
      const measured = rounds[name]?.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      figures[name] = measured?.[1] ?? (await load(url, headers, LOAD));
      console.log(handle.kind, name, JSON.stringify(figures[name]));
    }
    const ratio =
      (figures.listFirstPage?.requestsPerSecond ?? 0) / (figures.oneQuery?.requestsPerSecond ?? 1);
    const firstPageRatio = Number(ratio.toFixed(2));
    const roundsPerSecond = Object.fromEntries(
      Object.entries(rounds).map(([name, runs]) => [name, runs.map((r) => r.requestsPerSecond)]),
    );
    return {
      rows,
      seedSeconds,
      maintainSeconds,
      deepPage,
      load: LOAD,
      routes: figures,
      roundsPerSecond,
      firstPageRatio,
    };
  } finally {
    await app.close();
  }
}

const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), cpus: 2 };
if (ROWS > 0) results.postgres = await onPostgres((handle) => run(handle, ROWS));
if (PGLITE_ROWS > 0) results.pglite = await onPglite((handle) => run(handle, PGLITE_ROWS));

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lists.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
type Figures = { firstPageRatio: number; routes: Record<string, LoadResult> };
for (const kind of ['postgres', 'pglite']) {
  const figures = results[kind] as Figures | undefined;
  if (!figures) continue;
  const failed = Object.entries(figures.routes).filter(([, route]) => route.failures > 0);
  if (figures.firstPageRatio < MIN_RATIO || failed.length > 0) {
    console.error(
      `${kind}: first page at ${figures.firstPageRatio}× the one-query route (at least ${MIN_RATIO}× needed); failed requests on: ${failed.map(([route]) => route).join(', ') || 'none'}`,
    );
    process.exitCode = 1;
  }
}
