/**
 * Realtime benchmark (issue 12): commit → socket delivery on the channel server, with
 * BENCH_REALTIME_SOCKETS sockets (5,000), each receiving exactly one message per round, beside a
 * bare `ws` server pushing the same messages (same frames, same number) to as many sockets, in
 * the same run.
 *
 * The app is built in-process with an event bus of the bench's own: a publish on it is what a
 * committed top-up or payout does after its transaction (StoreEvent → store channel → broker →
 * hub → socket). Sockets open as the protocol says (`/v3/<channel>?api_key=…&notify_self=1`,
 * first frame `{"auth": jwt}`, then `system:connected`), without Origin (allowed outside
 * production, ADR 0013). Tokens are minted with the module's own code and key, one store per
 * socket by default (BENCH_REALTIME_SOCKETS_PER_STORE), since start-chat is limited to 60 a
 * minute per address; the first store is a real sign-up whose start-chat answer is checked
 * against the minted channel and api key, and its token opens the first socket. Every token is
 * still admitted by the server (signature, channel, single-use ticket in the database).
 *
 * The clients live in a child process (this file again, BENCH_REALTIME_ROLE=clients), so the
 * servers and the clients do not share one event loop; its clock is aligned to this one over IPC.
 * Each target gets a warm-up round, BURST_ROUNDS burst rounds (every message published at once;
 * throughput = messages ÷ first publish to last receipt, median round; latency = publish to
 * receipt of each message, queueing behind the burst included) and one paced round (PACED_RATE
 * messages a second: commits one by one). The p99 target holds for the worse of the median burst
 * round and the paced round. The heartbeat is pushed out of the run:
 * the bare server has none, and a ping sweep landing in one round and not another is noise.
 *
 * With REDIS_URL and a PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL), also two server
 * processes on one database of the bench's own and one Redis (a key prefix of this run, its keys
 * deleted after): A in this process, where the events are published, and B in a process of its
 * own (this file again, BENCH_REALTIME_ROLE=server-b), where the sockets are. Without them that
 * part is skipped and the results say so. Writes bench/results/realtime.json and fails when a
 * target is missed or a socket did not receive exactly its message.
 *
 * This file is the entry (both roles above included); the parts are in bench/realtime/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runClients, startClients } from './realtime/clients';
import { onePass, openFilesLimit, ownDatabase, runServerB, twoPass } from './realtime/passes';
import { measure, type TargetFigures } from './realtime/rounds';
import {
  BURST_ROUNDS,
  PACED_RATE,
  PER_STORE,
  REQUESTED_SOCKETS,
  root,
  SPARE_FILES,
  TARGET,
} from './realtime/settings';
import { bareTarget } from './realtime/targets';

async function main() {
  const limit = openFilesLimit();
  const fit = limit === undefined ? REQUESTED_SOCKETS : Math.max(0, limit - SPARE_FILES);
  const sockets = Math.floor(Math.min(REQUESTED_SOCKETS, fit) / PER_STORE) * PER_STORE;
  const notes: string[] = [];
  if (sockets < REQUESTED_SOCKETS) {
    notes.push(
      `${sockets} sockets instead of ${REQUESTED_SOCKETS}: the open-files limit is ${limit} (raise it with ulimit -n)`,
    );
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const clients = startClients();
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  try {
    const bare = await measure(clients, await bareTarget(sockets), sockets);
    database = adminUrl ? await ownDatabase(adminUrl) : undefined;
    const handle = openDatabase({ url: database?.url });
    let oneProcess: TargetFigures;
    try {
      await handle.migrate();
      oneProcess = await onePass(clients, sockets, handle);
    } finally {
      await handle.close();
    }
    let twoProcesses: TargetFigures | undefined;
    if (database && redisUrl) {
      twoProcesses = await twoPass(clients, sockets, database.url, redisUrl);
    } else {
      const unset = [
        redisUrl ? '' : 'REDIS_URL',
        adminUrl ? '' : 'TEST_DATABASE_URL (or DATABASE_URL)',
      ];
      notes.push(
        `two processes over Redis skipped: ${unset.filter(Boolean).join(' and ')} not set`,
      );
    }
    writeResults({ sockets, limit, notes, bare, oneProcess, twoProcesses, database: handle.kind });
  } finally {
    await clients.stop();
    await sleep(500); // the pools' last connections finish closing
    await database?.drop();
  }
}

function writeResults(run: {
  sockets: number;
  limit: number | undefined;
  notes: string[];
  database: DatabaseHandle['kind'];
  bare: TargetFigures;
  oneProcess: TargetFigures;
  twoProcesses: TargetFigures | undefined;
}) {
  const { bare, oneProcess, twoProcesses } = run;
  const ratio = (ours: number, theirs: number) => Number((ours / theirs).toFixed(2));
  const figures = {
    throughputRatio: ratio(oneProcess.burstMessagesPerSecond, bare.burstMessagesPerSecond),
    p99Ms: Math.max(oneProcess.burstP99Ms, oneProcess.pacedP99Ms),
    twoProcessRatio: twoProcesses
      ? ratio(twoProcesses.burstMessagesPerSecond, oneProcess.burstMessagesPerSecond)
      : null,
  };
  const over: string[] = [];
  if (!(figures.throughputRatio >= TARGET.throughputRatio)) over.push('throughputRatio');
  if (!(figures.p99Ms <= TARGET.p99Ms)) over.push('p99Ms');
  if (figures.twoProcessRatio !== null && !(figures.twoProcessRatio >= TARGET.twoProcessRatio)) {
    over.push('twoProcessRatio');
  }
  const targets = { bare, oneProcess, ...(twoProcesses ? { twoProcesses } : {}) };
  const undelivered = Object.entries(targets)
    .filter(([, t]) => t.missing + t.wrong + t.extra > 0)
    .map(([name, t]) => `${name}: ${t.missing} missing, ${t.wrong} wrong, ${t.extra} extra`);
  const result = {
    measuredAt: new Date().toISOString(),
    setup: {
      sockets: run.sockets,
      socketsPerStore: PER_STORE,
      messagesPerRound: run.sockets,
      burstRounds: BURST_ROUNDS,
      pacedMessagesPerSecond: PACED_RATE,
      database: run.database,
      openFilesLimit: run.limit ?? null,
      clients: 'one child process (ws), clock aligned over IPC',
    },
    figures,
    targets: TARGET,
    over,
    undelivered,
    notes: run.notes,
    bare,
    oneProcess,
    twoProcesses: twoProcesses ?? null,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/realtime.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const rows: [string, keyof TargetFigures, string][] = [
    ['burst messages/s (median)', 'burstMessagesPerSecond', ''],
    ['burst p50 ms', 'burstP50Ms', ''],
    ['burst p99 ms', 'burstP99Ms', `≤ ${TARGET.p99Ms} (one process)`],
    [`paced p50 ms (${PACED_RATE}/s)`, 'pacedP50Ms', ''],
    [`paced p99 ms (${PACED_RATE}/s)`, 'pacedP99Ms', `≤ ${TARGET.p99Ms} (one process)`],
    ['sockets opened in s', 'openSeconds', ''],
    ['payload bytes', 'payloadBytes', ''],
  ];
  console.table([
    ...rows.map(([figure, key, target]) => ({
      figure,
      bare: bare[key],
      oneProcess: oneProcess[key],
      twoProcesses: twoProcesses?.[key] ?? 'skipped',
      target,
    })),
    {
      figure: 'throughput ÷ bare',
      bare: '',
      oneProcess: figures.throughputRatio,
      twoProcesses: twoProcesses
        ? ratio(twoProcesses.burstMessagesPerSecond, bare.burstMessagesPerSecond)
        : 'skipped',
      target: `≥ ${TARGET.throughputRatio} (one process)`,
    },
    {
      figure: 'throughput ÷ one process',
      bare: '',
      oneProcess: '',
      twoProcesses: figures.twoProcessRatio ?? 'skipped',
      target: `≥ ${TARGET.twoProcessRatio}`,
    },
  ]);
  for (const note of run.notes) console.log(note);
  if (undelivered.length) {
    console.error(`Not exactly one message per socket: ${undelivered.join('; ')}`);
    process.exitCode = 1;
  }
  if (over.length) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.env.BENCH_REALTIME_ROLE === 'clients') runClients();
else if (process.env.BENCH_REALTIME_ROLE === 'server-b') await runServerB();
else await main();
