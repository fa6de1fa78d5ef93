/** Realtime bench settings: sizes from the environment, targets, the shared clock, message text. */
import path from 'node:path';
import { CONNECTED_FRAME } from '@olivia/contracts/realtime';

export const REQUESTED_SOCKETS = Number(process.env.BENCH_REALTIME_SOCKETS ?? 5000);
export const PER_STORE = Math.max(1, Number(process.env.BENCH_REALTIME_SOCKETS_PER_STORE ?? 1));
/** Messages a second in the paced round. */
export const PACED_RATE = Number(process.env.BENCH_REALTIME_PACED_RATE ?? 1000);
export const BURST_ROUNDS = 5;
/** Sockets opened (and authenticated) at a time. */
export const OPEN_BATCH = 250;
/** Far past the run: no ping sweep lands in a round (see bench/realtime.ts). */
export const HEARTBEAT_MS = 60 * 60_000;
/** File descriptors kept aside in each process for databases, Redis, stdio and the like. */
export const SPARE_FILES = 256;
export const TARGET = {
  /** Burst throughput of the channel server ÷ the bare ws server's. */
  throughputRatio: 0.5,
  /** p99 publish → receipt of the channel server (one process), burst and paced rounds. */
  p99Ms: 50,
  /** Burst throughput with two processes over Redis ÷ one process. */
  twoProcessRatio: 0.4,
};
export const root = path.resolve(import.meta.dirname, '../..');
/** Milliseconds on a clock both processes read alike (aligned by `calibrate`). */
export const now = () => performance.timeOrigin + performance.now();
export const CONNECTED = JSON.stringify(CONNECTED_FRAME);
/** docs/product/records.md-shaped text of a credit notification, as long as a real one. */
export const MESSAGE = 'Your wallet has been credited with NGN 5,000.00 by Bench Customer. Time: ';
