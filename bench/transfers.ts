/**
 * Transfer benchmark (issue 10): transfers per second through the API on PostgreSQL, 20 clients,
 * each its own store (signed in, PIN set, wallet funded, quotes taken beforehand, outside the
 * timing); beside the same posting (wallet → payouts in flight) done by the ledger's SQL
 * function alone, 20 clients, in the same run on the same database. The sandbox provider pays
 * at once, so a transfer is the whole path: PIN check, idempotency claim, debit posting, agency
 * rows, provider call, final-state posting. For scale it also loads the cheapest signed-in
 * route (a session check and one query) from the same clients. Writes
 * bench/results/transfers.json; the target is `MIN_RATIO` of the SQL-alone figure (reported).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../apps/server/src/db/client';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service';
import { createEventBus } from '../apps/server/src/lib/event-bus';
import { onPostgres } from './bench-databases';
import { load } from './http-load';

const CLIENTS = Number(process.env.BENCH_TRANSFER_CLIENTS ?? 20);
const PER_CLIENT = Number(process.env.BENCH_TRANSFERS_PER_CLIENT ?? 25);
const MIN_RATIO = 0.5;
const PIN = '4826';

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function run(handle: DatabaseHandle) {
  await handle.migrate();
  // Clients come "through a proxy" so each request has an address of its own: the route limits
  // (name enquiry, PIN) are per address and are not what this measures.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/none',
    TRUST_PROXY: '1',
  });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  let address = 0;
  const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    address += 1;
    return json<T>(
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${Math.floor(address / 250) % 250}.${address % 250}`,
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );
  };
  try {
    // Set-up, untimed: a store per client with a PIN, money, and its quotes.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const session = await post<{ token: string; systemid: string }>('/olivia/signup', {
          businessname: `Bench ${i}`,
          firstname: 'Bench',
          lastname: 'Mark',
          email: `bench.${randomUUID()}@example.com`,
          phone: '+2348012345678',
          password: 'Kettle#Blue42',
          currency: 'NGN',
        });
        const headers = { token: session.token, systemid: session.systemid };
        await post('/olivia/agent/utilities/set-personal-pin', { newpin: PIN }, headers);
        const topUp = await post<{ reference: string }>(
          '/olivia/agent/pbbt/pbbt',
          { amount: 1_000_000, bank: '035' },
          headers,
        );
        await post('/sandbox/pay', { reference: topUp.reference });
        const quotes: { ref: string; beneficiary: string }[] = [];
        for (let n = 0; n < PER_CLIENT + 1; n += 1) {
          quotes.push(
            await post(
              '/olivia/agent/transfer/validation',
              {
                accountnumber: '0000000001',
                amount: 1000,
                bankcode: '044',
                fee: 0,
              },
              headers,
            ),
          );
        }
        return { headers, quotes };
      }),
    );
    const send = (client: (typeof clients)[number], quote: { ref: string; beneficiary: string }) =>
      post<{ status: string }>(
        '/olivia/agent/transfer/transfer',
        {
          account: '0000000001',
          accountname: quote.beneficiary,
          addtobeneficiary: false,
          bankcode: '044',
          narration: 'Bench',
          pin: PIN,
          ref: quote.ref,
        },
        client.headers,
      );
    await Promise.all(
      clients.map((client) => send(client, client.quotes.pop() ?? { ref: '', beneficiary: '' })),
    );

    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (const quote of client.quotes) {
          const t0 = performance.now();
          const answer = await send(client, quote);
          if (answer.status !== 'SUCCESSFUL') throw new Error(`transfer ${answer.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const apiSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    // The same posting by the SQL function alone: one statement per posting, 20 clients.
    const ledger = createLedger(handle.db, createEventBus());
    const walletStores = (
      await queryRows<{ id: string }>(
        handle.db,
        sql`SELECT store_id AS id FROM ledger_accounts WHERE kind = 'wallet' LIMIT ${CLIENTS}`,
      )
    ).map((row) => row.id);
    const sqlStarted = performance.now();
    await Promise.all(
      walletStores.map(async (storeId) => {
        for (let n = 0; n < PER_CLIENT; n += 1) {
          await ledger.post({
            reference: `bench:${randomUUID()}`,
            kind: 'payout',
            entries: [
              { account: { wallet: { storeId, currency: 'NGN' } }, amount: -101_000n },
              { account: { system: 'payouts_in_flight', currency: 'NGN' }, amount: 101_000n },
            ],
          });
        }
      }),
    );
    const sqlSeconds = (performance.now() - sqlStarted) / 1000;
    // For scale: the cheapest signed-in route (session check and one query), same clients.
    const first = clients[0];
    const floor = first
      ? await load(`${base}/olivia/agent/utilities/has-personal-pin`, first.headers, {
          concurrency: CLIENTS,
          maxRequests: CLIENTS * PER_CLIENT * 4,
          maxSeconds: 10,
        })
      : undefined;
    const verified = await ledger.verify();
    const apiPerSecond = Math.round((CLIENTS * PER_CLIENT) / apiSeconds);
    const sqlPerSecond = Math.round((walletStores.length * PER_CLIENT) / sqlSeconds);
    return {
      clients: CLIENTS,
      transfers: CLIENTS * PER_CLIENT,
      apiTransfersPerSecond: apiPerSecond,
      apiP50Ms: Number((latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(1)),
      apiP99Ms: Number((latencies[Math.floor(latencies.length * 0.99)] ?? 0).toFixed(1)),
      sqlAlonePostingsPerSecond: sqlPerSecond,
      cheapestSignedInRoutePerSecond: floor?.requestsPerSecond ?? 0,
      cheapestRouteRatio: Number(((floor?.requestsPerSecond ?? 0) / sqlPerSecond).toFixed(2)),
      ratio: Number((apiPerSecond / sqlPerSecond).toFixed(2)),
      target: MIN_RATIO,
      ledgerVerified: verified.ok,
    };
  } finally {
    await app.close();
  }
}

const result = { measuredAt: new Date().toISOString(), postgres: await onPostgres(run) };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/transfers.json', `${JSON.stringify(result, null, 2)}\n`);
console.table(result.postgres);
if (!result.postgres.ledgerVerified) process.exitCode = 1;
