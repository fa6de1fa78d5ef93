/** What the clients connect to: the bare `ws` server, the channel server, the events published. */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import {
  channelSocketPath,
  MAX_FRAME_BYTES,
  StartChatResponseSchema,
} from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { buildApp } from '../../apps/server/src/app';
import { dataKeyOf, loadConfig } from '../../apps/server/src/config';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { createDataKeys } from '../../apps/server/src/lib/data-keys';
import type { EventBus, StoreEvent } from '../../apps/server/src/lib/event-bus';
import { createChannelTokens } from '../../apps/server/src/modules/realtime/channel-tokens';
import type { SocketPlan } from './clients';
import { HEARTBEAT_MS, MESSAGE, PER_STORE } from './settings';

export interface Target {
  /** The next `count` sockets from socket `from` (tokens minted now: they live 60 s). */
  plans(from: number, count: number): SocketPlan[];
  /** Publishes event `event` (to its store's PER_STORE sockets) with this head id. */
  publish(event: number, headid: string): void;
  close(): Promise<void>;
}

/**
 * The store event a committed credit publishes (docs/product/records.md real-time message,
 * addressed).
 */
function storeEvent(storeId: string, headid: string): StoreEvent {
  const at = new Date().toISOString();
  return { storeId, type: 'credit', message: MESSAGE, headid, datetime: at, createdat: at };
}

/** The frame the channel server makes of an event, field for field. */
const frameOf = ({ type, message, headid, datetime, createdat }: StoreEvent) =>
  JSON.stringify({ type, message, headid, datetime, createdat });

export const eventOf = (socket: number) => Math.floor(socket / PER_STORE);

/** The baseline: ws alone, each message sent to its sockets, no auth, no routing. */
export async function bareTarget(sockets: number): Promise<Target> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_FRAME_BYTES });
  await once(server, 'listening');
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const connected: WebSocket[] = [];
  server.on('connection', (socket, request) => {
    connected[Number(request.url?.slice(1))] = socket;
  });
  return {
    plans: (from, count) =>
      Array.from({ length: count }, (_, i) => ({
        url: `${base}/${from + i}`,
        event: eventOf(from + i),
      })),
    publish(event, headid) {
      const frame = Buffer.from(frameOf(storeEvent('', headid)));
      const last = Math.min(sockets, (event + 1) * PER_STORE);
      for (let socket = event * PER_STORE; socket < last; socket += 1) {
        connected[socket]?.send(frame, { binary: false });
      }
    },
    async close() {
      for (const socket of server.clients) socket.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function startApp(
  db: DatabaseHandle['db'],
  env: Record<string, string>,
  events?: EventBus,
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/none',
    ...env,
  });
  const app = await buildApp({ config, db, events, realtime: { heartbeatMs: HEARTBEAT_MS } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, config, base };
}

/**
 * The channel server: sockets on `socketsBase`, events published on `events` (the bus of
 * `issuer`, which also signs up the real store and answers its start-chat).
 */
export async function channelTarget(options: {
  issuer: Awaited<ReturnType<typeof startApp>>;
  events: EventBus;
  socketsBase: string;
  sockets: number;
}): Promise<Target> {
  const { issuer, events } = options;
  const tokens = createChannelTokens(createDataKeys(dataKeyOf(issuer.config)));
  const chat = await startChatOfNewStore(issuer.app);
  // The real token's store, and its session: minted tokens name that (live) session, so the
  // channel server's session check keeps every socket open, as it would real ones.
  const { store: realStore, sid: session } = JSON.parse(
    Buffer.from(chat.jwt.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { store: string; sid: string };
  if (chat.channel !== tokens.channelOf(realStore) || chat.apikey !== tokens.apiKey) {
    throw new Error('start-chat answers another channel or api key than the bench mints');
  }
  const storeIds = Array.from({ length: Math.ceil(options.sockets / PER_STORE) }, (_, event) =>
    event === 0 ? realStore : randomUUID(),
  );
  const channels = storeIds.map((storeId) => tokens.channelOf(storeId));
  return {
    plans: (from, count) =>
      Array.from({ length: count }, (_, i) => {
        const event = eventOf(from + i);
        const storeId = storeIds[event] ?? '';
        const channel = channels[event] ?? '';
        const query = new URLSearchParams({ api_key: tokens.apiKey, notify_self: '1' });
        return {
          url: `${options.socketsBase}${channelSocketPath(channel)}?${query}`,
          auth: from + i === 0 ? chat.jwt : tokens.issue(storeId, channel, new Date(), session),
          event,
        };
      }),
    publish(event, headid) {
      events.publish(storeEvent(storeIds[event] ?? '', headid));
    },
    close: async () => {},
  };
}

/** A store signed up through the API, and its start-chat answer (a real token). */
async function startChatOfNewStore(app: FastifyInstance) {
  const signUp = await app.inject({
    method: 'POST',
    url: endpointUrl(authEndpoints.signUp),
    payload: {
      businessname: 'Bench Realtime',
      firstname: 'Bench',
      lastname: 'Mark',
      email: `bench.${randomUUID()}@example.com`,
      phone: '+2348012345678',
      password: 'Kettle#Blue42',
    },
    remoteAddress: '10.77.0.1',
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
  const { token, systemid } = signUp.json<{ token: string; systemid: string }>();
  const started = await app.inject({
    url: endpointUrl(realtimeEndpoints.startChat),
    headers: { token, systemid },
    remoteAddress: '10.77.0.2',
  });
  if (started.statusCode !== 200)
    throw new Error(`start-chat: ${started.statusCode} ${started.body}`);
  return StartChatResponseSchema.parse(started.json());
}
