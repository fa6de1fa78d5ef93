/**
 * Ledger benchmark: postings per second through `ledger.post()` (the one code path every money
 * movement uses), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL with 20 concurrent
 * clients. Every invariant is verified afterwards. Writes bench/results/ledger.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { stores } from '../apps/server/src/db/schema/accounts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service';
import { createEventBus } from '../apps/server/src/lib/event-bus';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 4000);

async function run(handle: DatabaseHandle, concurrency: number) {
  await handle.migrate();
  const ledger = createLedger(handle.db, createEventBus());
  const storeIds: string[] = [];
  for (let i = 0; i < concurrency; i += 1) {
    const [store] = await handle.db
      .insert(stores)
      .values({
        systemId: `BENCH${randomUUID()}`,
        name: 'Bench',
        slug: `bench-${randomUUID()}`,
        currency: 'NGN',
        referralCode: randomUUID(),
        staticAccountNumber: randomUUID(),
        staticAccountName: 'Bench',
        staticAccountBank: 'Bench',
      })
      .returning({ id: stores.id });
    if (store) storeIds.push(store.id);
  }
  const credit = (storeId: string) =>
    ledger.post({
      reference: randomUUID(),
      kind: 'bench',
      entries: [
        { account: { system: 'provider_clearing', currency: 'NGN' }, amount: -100n },
        { account: { wallet: { storeId, currency: 'NGN' } }, amount: 95n },
        { account: { system: 'fees_earned', currency: 'NGN' }, amount: 5n },
      ],
    });
  await Promise.all(storeIds.map(credit)); // warm-up: creates the accounts
  const perWorker = Math.ceil(POSTINGS / concurrency);
  const started = performance.now();
  await Promise.all(
    storeIds.map(async (storeId) => {
      for (let i = 0; i < perWorker; i += 1) await credit(storeId);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const verified = await ledger.verify();
  return {
    postings: perWorker * concurrency,
    concurrency,
    seconds: Number(seconds.toFixed(2)),
    postingsPerSecond: Math.round((perWorker * concurrency) / seconds),
    invariantsHold: verified.ok,
  };
}

const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), cpus: 2 };
results.pglite = await (async () => {
  const handle = openDatabase({});
  try {
    return await run(handle, 1);
  } finally {
    await handle.close();
  }
})();

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `olivia_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  try {
    results.postgres = await run(handle, 20);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/ledger.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
