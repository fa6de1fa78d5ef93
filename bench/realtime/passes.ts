/** The channel server's passes (one process; two over Redis, server B's own) and their setup. */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { createEventBus } from '../../apps/server/src/lib/event-bus';
import { forkRole, type Clients } from './clients';
import { measure } from './rounds';
import { channelTarget, startApp } from './targets';

/** The soft limit on open files of this process (the clients' process inherits it). */
export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/** A PostgreSQL database of the bench's own on `adminUrl`'s server, dropped by `drop`. */
export async function ownDatabase(adminUrl: string) {
  const name = `olivia_bench_rt_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function onePass(clients: Clients, sockets: number, handle: DatabaseHandle) {
  const events = createEventBus();
  const one = await startApp(handle.db, {}, events);
  try {
    const target = await channelTarget({ issuer: one, events, socketsBase: one.base, sockets });
    return await measure(clients, target, sockets);
  } finally {
    await one.app.close();
  }
}

/** Server B of the two-process run: the app on the shared database and Redis, until told. */
export async function runServerB(): Promise<void> {
  const { BENCH_REALTIME_DATABASE_URL: url, ...env } = process.env;
  const handle = openDatabase({ url });
  const b = await startApp(handle.db, {
    REDIS_URL: env.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX ?? '',
  });
  process.once('disconnect', () => {
    void b.app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
  process.send?.({ base: b.base });
}

export async function twoPass(
  clients: Clients,
  sockets: number,
  databaseUrl: string,
  redisUrl: string,
) {
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `olivia-bench-rt-${process.pid}-${Date.now()}`,
  };
  const serverB = forkRole('server-b', { ...env, BENCH_REALTIME_DATABASE_URL: databaseUrl });
  const exitOfB = once(serverB, 'exit');
  const handleA = openDatabase({ url: databaseUrl });
  const eventsOfA = createEventBus();
  let a: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    const [listening] = (await Promise.race([
      once(serverB, 'message'),
      exitOfB.then(([code]) => Promise.reject(new Error(`server B exited (${String(code)})`))),
    ])) as [{ base: string }];
    a = await startApp(handleA.db, env, eventsOfA);
    const target = await channelTarget({
      issuer: a,
      events: eventsOfA,
      socketsBase: listening.base,
      sockets,
    });
    return await measure(clients, target, sockets);
  } finally {
    if (serverB.connected) serverB.disconnect();
    await Promise.race([exitOfB, sleep(10_000)]);
    if (serverB.exitCode === null) serverB.kill();
    await a?.app.close();
    await handleA.close();
    await deleteKeys(redisUrl, env.REDIS_KEY_PREFIX);
  }
}

/** What the run left in Redis under its prefix (rate-limit counters). */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*` })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
