import { CLOSE_CODES, type StartChatResponse } from '@olivia/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket, type FakeWebSocket } from '../../test/fake-web-socket';
import {
  createChannelConnection,
  type ChannelConnectionOptions,
  type ChannelStatus,
} from './channel-connection';
import type { ChannelFrame } from './frames';

let Socket: typeof FakeWebSocket;
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** Frames are plain text here: 'connected' admits, anything else is a message. */
const parse = (data: unknown): ChannelFrame<string> =>
  data === JSON.stringify({ event: 'system:connected' })
    ? { kind: 'connected' }
    : { kind: 'message', message: String(data) };

function connect(overrides: Partial<ChannelConnectionOptions<string>> = {}) {
  let call = 0;
  const start = vi.fn(async (): Promise<StartChatResponse> => ({
    apikey: 'key-9',
    channel: 'cv_1',
    clusterid: 'local',
    jwt: `token-${(call += 1)}`,
  }));
  const statuses: ChannelStatus[] = [];
  const options = {
    start,
    parse,
    onMessage: vi.fn(),
    onAdmitted: vi.fn(),
    onLost: vi.fn(),
    onStatus: (status: ChannelStatus) => statuses.push(status),
    isTransient: () => true,
    ...overrides,
  };
  const connection = createChannelConnection(options);
  connection.start();
  return { connection, options, start: options.start, status: () => statuses.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  Socket = installFakeWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a channel connection', () => {
  it('asks its start call for a token, sends it first, and passes on what it parses', async () => {
    const { options, status } = connect();
    expect(status()).toMatchObject({ loading: true });
    await elapse();
    expect(status()).toMatchObject({ loading: false, started: true, startError: null });
    const socket = lastSocket();
    expect(socket.url).toBe('ws://localhost:3000/v3/cv_1?api_key=key-9&notify_self=1');
    socket.acceptConnection();
    expect(socket.sent).toEqual([JSON.stringify({ auth: 'token-1' })]);
    expect(options.onAdmitted).toHaveBeenCalledWith(false);
    socket.receive('hello');
    expect(options.onMessage).toHaveBeenCalledWith('hello');
  });

  it('comes back after a loss with a fresh token, and says it is an admission again', async () => {
    const { options, start, status } = connect();
    await elapse();
    lastSocket().acceptConnection();
    lastSocket().fail();
    expect(options.onLost).toHaveBeenCalledTimes(1);
    expect(status()).toMatchObject({ webSocketError: true, reconnecting: true });
    await elapse(1000);
    expect(start).toHaveBeenCalledTimes(2);
    lastSocket().acceptConnection();
    expect(lastSocket().sent).toEqual([JSON.stringify({ auth: 'token-2' })]);
    expect(options.onAdmitted).toHaveBeenLastCalledWith(true);
    expect(status()).toMatchObject({ webSocketError: false, reconnecting: false });
  });

  it('gives up on a refused origin, and on a start call that will not work later', async () => {
    const refused = connect();
    await elapse();
    lastSocket().serverClose(CLOSE_CODES.originRefused);
    await elapse(60_000);
    expect(refused.start).toHaveBeenCalledTimes(1);
    expect(refused.status()).toMatchObject({ webSocketError: true, reconnecting: false });

    const gone = new Error('Conversation not found');
    const missing = connect({ start: vi.fn(() => Promise.reject(gone)), isTransient: () => false });
    await elapse(60_000);
    expect(missing.start).toHaveBeenCalledTimes(1);
    expect(missing.status()).toMatchObject({ startError: gone, reconnecting: false });
  });

  it('retries a failing start call with back-off while it may work later', async () => {
    const start = vi.fn(() => Promise.reject(new Error('offline')));
    const { status } = connect({ start });
    await elapse();
    expect(status()).toMatchObject({ started: false, reconnecting: true });
    await elapse(1000);
    expect(start).toHaveBeenCalledTimes(2);
    await elapse(2000);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('closes with 1000 on stop and tries nothing more', async () => {
    const { connection, options, start, status } = connect();
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(status()).toEqual({
      loading: false,
      started: false,
      startError: null,
      webSocketError: false,
      reconnecting: false,
    });
    await elapse(60_000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(options.onLost).not.toHaveBeenCalled();
    expect(Socket.instances).toHaveLength(1);
  });
});
