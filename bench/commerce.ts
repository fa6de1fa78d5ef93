/**
 * Commerce benchmark (issues 13, 14): one store with BENCH_ORDERS orders (1,000,000 by default),
 * BENCH_PRODUCTS products (100,000) and BENCH_TRANSACTIONS agency transactions (1,000,000, one a
 * minute going back) on PostgreSQL, the built app listening on 127.0.0.1, and a
 * closed loop of concurrent requests per route: the orders list (first page, a status, a day, a
 * search by number), the customers and products lists, and the dashboard call, against a
 * one-query route (a signed-in GET whose only database work is the session lookup). Writes
 * bench/results/commerce.json; fails when the orders list's first page or the dashboard call
 * answers less than half as many requests per second as the one-query route (compared in three
 * alternating rounds, medians) or their p99 is above 30 ms.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../apps/server/src/db/client';
import { listeningApp, signUpBenchStore } from './bench-app';
import { onPostgres } from './bench-databases';
import { load, type LoadOptions, type LoadRequest, type LoadResult } from './http-load';
import { seedCommerce } from './seed-commerce';
import { seedTransactions } from './seed-transactions';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Issue 14: the dashboard call on a store with 1,000,000 agency transactions (one a minute). */
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const LOAD: LoadOptions = {
  concurrency: Number(process.env.BENCH_LIST_CONCURRENCY ?? 10),
  maxRequests: Number(process.env.BENCH_LIST_REQUESTS ?? 4000),
  maxSeconds: Number(process.env.BENCH_LIST_SECONDS ?? 8),
};
const MIN_RATIO = 0.5;
const MAX_P99_MS = 30;
const COMPARED = ['oneQuery', 'ordersFirstPage', 'dashboard'] as const;

async function run(handle: DatabaseHandle) {
  const { app, base } = await listeningApp(handle);
  try {
    const { token, systemid } = await signUpBenchStore(base);
    const [store] = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM stores WHERE system_id = ${systemid}`,
    );
    if (!store) throw new Error('no store');
    const seedStarted = performance.now();
    await seedCommerce(handle.db, store.id, { products: PRODUCTS, orders: ORDERS });
    await seedTransactions(handle.db, systemid, TRANSACTIONS);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    await handle.db.execute(sql`VACUUM ANALYZE`);
    await handle.db.execute(sql`CHECKPOINT`);
    const headers = { token, systemid };
    const api = `${base}/api/olivia`;
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const routes: Record<string, [string, LoadRequest?]> = {
      oneQuery: [`${api}/agent/pbbt/supported-bank`],
      ordersFirstPage: [`${api}/orders`],
      ordersDelivered: [`${api}/orders?status=delivered`],
      ordersOneDay: [`${api}/orders?from=${day}&to=${day}`],
      ordersSearchNumber: [`${api}/orders?q=${1000 + Math.floor(ORDERS / 2)}`],
      customersFirstPage: [`${api}/customers`],
      productsFirstPage: [`${api}/products`],
      dashboard: [
        `${api}/products/dashboard`,
        {
          method: 'POST',
          body: JSON.stringify({
            startDate: new Date(Date.now() - 7 * 86_400_000).toISOString(),
            endDate: new Date().toISOString(),
          }),
        },
      ],
    };
    const warmUp = { concurrency: 2, maxRequests: 10, maxSeconds: 30 };
    for (const [url, request] of Object.values(routes)) await load(url, headers, warmUp, request);
    const rounds: Record<string, LoadResult[]> = Object.fromEntries(COMPARED.map((n) => [n, []]));
    const roundLoad = { ...LOAD, maxSeconds: LOAD.maxSeconds / 2 };
    for (let round = 0; round < 3; round += 1) {
      for (const name of COMPARED) {
        const [url, request] = routes[name] ?? [''];
        rounds[name]?.push(await load(url, headers, roundLoad, request));
      }
    }
    const figures: Record<string, LoadResult> = {};
    for (const [name, [url, request]] of Object.entries(routes)) {
      const measured = rounds[name]?.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      figures[name] = measured?.[1] ?? (await load(url, headers, LOAD, request));
      console.log(name, JSON.stringify(figures[name]));
    }
    const ratio = (name: string) =>
      Number(
        (
          (figures[name]?.requestsPerSecond ?? 0) / (figures.oneQuery?.requestsPerSecond ?? 1)
        ).toFixed(2),
      );
    return {
      orders: ORDERS,
      products: PRODUCTS,
      transactions: TRANSACTIONS,
      seedSeconds,
      load: LOAD,
      routes: figures,
      ordersFirstPageRatio: ratio('ordersFirstPage'),
      dashboardRatio: ratio('dashboard'),
    };
  } finally {
    await app.close();
  }
}

const results = { measuredAt: new Date().toISOString(), cpus: 2, postgres: await onPostgres(run) };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/commerce.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
const { postgres } = results;
const problems = [
  ...(['ordersFirstPage', 'dashboard'] as const).flatMap((name) => {
    const route = postgres.routes[name];
    const ratio = name === 'dashboard' ? postgres.dashboardRatio : postgres.ordersFirstPageRatio;
    return [
      ...(ratio < MIN_RATIO ? [`${name} at ${ratio}× the one-query route`] : []),
      ...(route && route.p99Ms > MAX_P99_MS ? [`${name} p99 ${route.p99Ms} ms`] : []),
    ];
  }),
  ...Object.entries(postgres.routes)
    .filter(([, route]) => route.failures > 0)
    .map(([name]) => `failed requests on ${name}`),
];
if (problems.length > 0) {
  console.error(problems.join('; '));
  process.exitCode = 1;
}
