/** Measuring one target: its rounds (burst and paced), their figures and the percentiles. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clients } from './clients';
import { BURST_ROUNDS, now, OPEN_BATCH, PACED_RATE, PER_STORE } from './settings';
import { eventOf, type Target } from './targets';

interface RoundFigures {
  messages: number;
  missing: number;
  wrong: number;
  extra: number;
  payloadBytes: number;
  messagesPerSecond: number;
  p50Ms: number;
  /** Below 0 only by the clock alignment's error (at most half its round trip). */
  minMs: number;
  p99Ms: number;
  maxMs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;

/** One round: every socket's message published (all at once, or at PACED_RATE), then counted. */
async function runRound(
  clients: Clients,
  offset: number,
  target: Target,
  sockets: number,
  round: number,
  paced: boolean,
): Promise<RoundFigures> {
  const events = Math.ceil(sockets / PER_STORE);
  await clients.ask({ kind: 'arm', round }, 'armed');
  const publishedAt = new Float64Array(events);
  const publish = (event: number) => {
    publishedAt[event] = now();
    target.publish(event, `${round}.${event}`);
  };
  const timeoutMs = 30_000 + (paced ? (sockets / PACED_RATE) * 1000 : 0);
  const arrived = clients.waitFor('received', timeoutMs);
  const started = now();
  if (paced) {
    const everyMs = (1000 * PER_STORE) / PACED_RATE;
    let next = 0;
    while (next < events) {
      const due = Math.min(events, Math.floor((now() - started) / everyMs) + 1);
      while (next < due) publish(next++);
      if (next < events) await sleep(1);
    }
  } else {
    for (let event = 0; event < events; event += 1) publish(event);
  }
  const report = (await arrived) ?? (await clients.ask({ kind: 'collect' }, 'received'));
  const latencies: number[] = [];
  let last = started;
  report.times.forEach((at, socket) => {
    if (Number.isNaN(at)) return;
    const here = at - offset;
    latencies.push(here - (publishedAt[eventOf(socket)] ?? started));
    last = Math.max(last, here);
  });
  latencies.sort((a, b) => a - b);
  return {
    messages: latencies.length,
    missing: sockets - latencies.length,
    wrong: report.wrong,
    extra: report.extra,
    payloadBytes: report.payloadBytes,
    messagesPerSecond: Math.round(latencies.length / ((last - started) / 1000)),
    minMs: round2(latencies[0] ?? Number.NaN),
    p50Ms: round2(percentile(latencies, 0.5)),
    p99Ms: round2(percentile(latencies, 0.99)),
    maxMs: round2(latencies.at(-1) ?? Number.NaN),
  };
}

export interface TargetFigures {
  openSeconds: number;
  payloadBytes: number;
  burstMessagesPerSecond: number;
  burstP50Ms: number;
  burstP99Ms: number;
  pacedP50Ms: number;
  pacedP99Ms: number;
  pacedMaxMs: number;
  /** The lowest paced latency: below 0 only by the clock alignment's error. */
  pacedMinMs: number;
  /** IPC round trip of the clock alignment; latencies are right within half of it. */
  clockRoundTripMs: number;
  /** Over every round, warm-up included: all must be 0. */
  missing: number;
  wrong: number;
  extra: number;
  burstRounds: RoundFigures[];
}

/** Opens the sockets, runs the rounds, closes the sockets. */
export async function measure(
  clients: Clients,
  target: Target,
  sockets: number,
): Promise<TargetFigures> {
  try {
    const opening = now();
    for (let from = 0; from < sockets; from += OPEN_BATCH) {
      const plans = target.plans(from, Math.min(OPEN_BATCH, sockets - from));
      const { failed } = await clients.ask({ kind: 'open', sockets: plans }, 'opened');
      if (failed.length) throw new Error(`${failed.length} sockets did not open: ${failed[0]}`);
    }
    const openSeconds = round1((now() - opening) / 1000);
    const clock = await clients.calibrate();
    const offset = clock.offset;
    const warmUp = await runRound(clients, offset, target, sockets, 0, false);
    const bursts: RoundFigures[] = [];
    for (let n = 1; n <= BURST_ROUNDS; n += 1) {
      await sleep(200);
      bursts.push(await runRound(clients, offset, target, sockets, n, false));
    }
    await sleep(200);
    const paced = await runRound(clients, offset, target, sockets, BURST_ROUNDS + 1, true);
    const all = [warmUp, ...bursts, paced];
    const median = [...bursts].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond)[
      Math.floor(bursts.length / 2)
    ];
    const sum = (key: 'missing' | 'wrong' | 'extra') => all.reduce((n, r) => n + r[key], 0);
    return {
      openSeconds,
      payloadBytes: paced.payloadBytes,
      burstMessagesPerSecond: median?.messagesPerSecond ?? 0,
      burstP50Ms: median?.p50Ms ?? Number.NaN,
      burstP99Ms: median?.p99Ms ?? Number.NaN,
      pacedP50Ms: paced.p50Ms,
      pacedP99Ms: paced.p99Ms,
      pacedMaxMs: paced.maxMs,
      pacedMinMs: paced.minMs,
      clockRoundTripMs: round2(clock.roundTrip),
      missing: sum('missing'),
      wrong: sum('wrong'),
      extra: sum('extra'),
      burstRounds: bursts,
    };
  } finally {
    await clients
      .ask({ kind: 'close' }, 'closed')
      .catch((error: unknown) => console.error(`closing the clients' sockets: ${String(error)}`));
    await target.close();
  }
}
