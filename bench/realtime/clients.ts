/** The clients' child process (its sockets and messages), and how the bench forks and drives it. */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, type RawData } from 'ws';
import { CONNECTED, now } from './settings';

/** One socket to open: where, its token (none for the bare server) and the event it expects. */
export interface SocketPlan {
  url: string;
  auth?: string;
  event: number;
}

type ToClients =
  | { kind: 'clock' }
  | { kind: 'open'; sockets: SocketPlan[] }
  | { kind: 'arm'; round: number }
  | { kind: 'collect' }
  | { kind: 'close' };

interface Received {
  kind: 'received';
  round: number;
  /** Per socket, when its message arrived (NaN: it did not). */
  times: Float64Array;
  /** Messages that were not the socket's own for this round, and second copies. */
  wrong: number;
  extra: number;
  payloadBytes: number;
}

type FromClients =
  | { kind: 'clock'; at: number }
  | { kind: 'opened'; failed: string[] }
  | { kind: 'armed' }
  | Received
  | { kind: 'closed' };

export function runClients(): void {
  const reply = (message: FromClients) => process.send?.(message);
  const sockets: { socket: WebSocket; event: number }[] = [];
  let times = new Float64Array(0);
  let round = -1;
  let got = 0;
  let wrong = 0;
  let extra = 0;
  let payloadBytes = 0;
  let reported = false;
  const report = () => {
    reported = true;
    reply({ kind: 'received', round, times, wrong, extra, payloadBytes });
  };

  const open = (plan: SocketPlan) =>
    new Promise<void>((resolve, reject) => {
      const index = sockets.length;
      const socket = new WebSocket(plan.url, { perMessageDeflate: false });
      sockets.push({ socket, event: plan.event });
      let ready = false;
      const timer = setTimeout(() => reject(new Error('not ready in 30 s')), 30_000);
      const admitted = () => {
        ready = true;
        clearTimeout(timer);
        resolve();
      };
      socket.on('error', (error) => reject(error));
      socket.on('close', (code) => {
        if (!ready) reject(new Error(`closed ${code} before it was ready`));
      });
      socket.on('open', () => {
        if (plan.auth === undefined) admitted();
        else socket.send(JSON.stringify({ auth: plan.auth }));
      });
      socket.on('message', (data: RawData) => {
        const at = now();
        // binaryType 'nodebuffer': a text frame is one Buffer
        const bytes = data as Buffer;
        const text = bytes.toString('utf8');
        if (!ready) {
          if (text === CONNECTED) admitted();
          else reject(new Error(`refused: ${text}`));
          return;
        }
        const frame = JSON.parse(text) as { headid?: unknown };
        if (frame.headid !== `${round}.${plan.event}`) {
          wrong += 1;
        } else if (!Number.isNaN(times[index])) {
          extra += 1;
        } else {
          times[index] = at;
          payloadBytes = bytes.length;
          got += 1;
          if (got === sockets.length && !reported) report();
        }
      });
    });

  process.on('message', (received: unknown) => {
    const message = received as ToClients;
    switch (message.kind) {
      case 'clock':
        return reply({ kind: 'clock', at: now() });
      case 'open':
        return void Promise.allSettled(message.sockets.map(open)).then((settled) =>
          reply({
            kind: 'opened',
            failed: settled.flatMap((outcome) =>
              outcome.status === 'rejected' ? [String(outcome.reason)] : [],
            ),
          }),
        );
      case 'arm':
        round = message.round;
        times = new Float64Array(sockets.length).fill(Number.NaN);
        got = 0;
        wrong = 0;
        extra = 0;
        reported = false;
        return reply({ kind: 'armed' });
      case 'collect':
        return report();
      case 'close':
        return void Promise.race([
          Promise.all(
            sockets.map(({ socket }) => {
              if (socket.readyState === socket.CLOSED) return undefined;
              socket.close(1000);
              return new Promise((resolve) => socket.once('close', resolve));
            }),
          ),
          sleep(5000),
        ]).then(() => {
          for (const { socket } of sockets.splice(0)) socket.terminate();
          reply({ kind: 'closed' });
        });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

/** The bench's entry file (bench/realtime.ts), which dispatches on BENCH_REALTIME_ROLE. */
const ENTRY = path.resolve(import.meta.dirname, '../realtime.ts');

/** The entry file again in a child process, in `role`. */
export const forkRole = (
  role: 'clients' | 'server-b',
  env: Record<string, string> = {},
): ChildProcess =>
  fork(ENTRY, [], {
    env: { ...process.env, ...env, BENCH_REALTIME_ROLE: role },
    serialization: 'advanced',
    stdio: 'inherit',
  });

/** The clients' process, seen from here. */
export function startClients() {
  const child = forkRole('clients');
  /** The next message of `kind`, or undefined after `timeoutMs`; rejects if the child exits. */
  const waitFor = <K extends FromClients['kind']>(kind: K, timeoutMs: number) =>
    new Promise<Extract<FromClients, { kind: K }> | undefined>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (received: unknown) => {
        const message = received as FromClients;
        if (message.kind !== kind) return;
        done();
        resolve(message as Extract<FromClients, { kind: K }>);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`the clients' process exited (${code})`));
      };
      const timer = setTimeout(() => {
        done();
        resolve(undefined);
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = async <K extends FromClients['kind']>(
    message: ToClients,
    kind: K,
    timeoutMs = 60_000,
  ) => {
    const answer = waitFor(kind, timeoutMs);
    child.send(message);
    const reply = await answer;
    if (!reply) throw new Error(`the clients did not answer ${message.kind} in ${timeoutMs} ms`);
    return reply;
  };
  return {
    waitFor,
    ask,
    /**
     * Their clock minus ours, from the IPC exchange with the shortest round trip; the offset is
     * off by at most half that round trip.
     */
    async calibrate() {
      let best = { roundTrip: Number.POSITIVE_INFINITY, offset: 0 };
      for (let sample = 0; sample < 50; sample += 1) {
        const sent = now();
        const { at } = await ask({ kind: 'clock' }, 'clock');
        const back = now();
        if (back - sent < best.roundTrip) {
          best = { roundTrip: back - sent, offset: at - (sent + back) / 2 };
        }
      }
      return best;
    },
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill();
    },
  };
}

export type Clients = ReturnType<typeof startClients>;
