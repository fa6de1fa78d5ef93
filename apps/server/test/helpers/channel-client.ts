import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { uniqueAddress } from './factories';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { endpointUrl } from '@olivia/contracts/endpoint';
import {
  channelSocketPath,
  CONNECTED_FRAME,
  type StartChatResponse,
} from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';

type Headers = Record<string, string>;

/** The app's own origin in tests (APP_URL of `buildTestApp`). */
export const APP_ORIGIN = 'http://olivia.test';

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function startChat(app: FastifyInstance, headers: Headers) {
  // from an address of its own: the route's rate limit is tested on its own
  const response = await app.inject({
    url: endpointUrl(realtimeEndpoints.startChat),
    headers,
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StartChatResponse>();
}

/** A ws client that keeps every frame it receives and how it was closed. */
export interface ChannelClient {
  socket: WebSocket;
  frames: unknown[];
  /** The next frame not yet taken that `match` accepts (every frame by default). */
  next(match?: (frame: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
  send(value: unknown): void;
}

export interface OpenOptions {
  apiKey: string;
  notifySelf?: boolean;
  /** `null` sends no Origin header. */
  origin?: string | null;
  extraQuery?: Record<string, string>;
  autoPong?: boolean;
}

export function openChannel(base: string, channel: string, options: OpenOptions): ChannelClient {
  const query = new URLSearchParams({
    api_key: options.apiKey,
    notify_self: options.notifySelf ? '1' : '0',
    ...options.extraQuery,
  });
  const origin = options.origin === undefined ? APP_ORIGIN : options.origin;
  const socket = new WebSocket(`${base}${channelSocketPath(channel)}?${query}`, {
    headers: origin === null ? {} : { origin },
    autoPong: options.autoPong ?? true,
  });
  const frames: unknown[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    socket,
    frames,
    closed,
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (; taken < frames.length; taken += 1) {
            const frame = frames[taken];
            if (match(frame)) {
              taken += 1;
              waiters.delete(look);
              clearTimeout(timer);
              resolve(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
  };
}

export const isConnected = (frame: unknown) =>
  JSON.stringify(frame) === JSON.stringify(CONNECTED_FRAME);

/** Start-chat, open the store's channel and authenticate with the first frame. */
export async function joinStoreChannel(
  app: FastifyInstance,
  base: string,
  headers: Headers,
  options: Partial<OpenOptions> = {},
) {
  const chat = await startChat(app, headers);
  const client = openChannel(base, chat.channel, { apiKey: chat.apikey, ...options });
  client.socket.once('open', () => client.send({ auth: chat.jwt }));
  await client.next(isConnected);
  return { chat, client };
}
