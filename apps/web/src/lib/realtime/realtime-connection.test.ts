import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket, type FakeWebSocket } from '../../test/fake-web-socket';
import { signInAs } from '../../test/fixtures';
import { chatSession, mockStartChat, realtimeMessage } from '../../test/realtime-api';
import { jsonResponse } from '../../test/fetch-mock';
import { clearSession } from '../session';
import { subscribeRealtime, type RealtimeListener } from './realtime-connection';
import { useRealtimeState } from './realtime-state';

let Socket: typeof FakeWebSocket;
const unsubscribers: (() => void)[] = [];

function listen(listener: RealtimeListener = {}) {
  unsubscribers.push(subscribeRealtime(listener));
}

/** Lets pending calls settle and `ms` of time pass. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const flags = () => useRealtimeState.getState();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  Socket = installFakeWebSocket();
  signInAs();
});

afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('asks start-chat, opens the channel without the token in the URL, then sends it first', async () => {
    const calls = mockStartChat();
    listen();
    expect(flags()).toMatchObject({ loading: true, signIn: false });
    await elapse();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('token')).toBe('token-1');
    expect(flags()).toMatchObject({ loading: false, signIn: true, error: null });
    const socket = lastSocket();
    expect(socket.url).toBe('ws://localhost:3000/v3/store-1?api_key=key-1&notify_self=1');
    expect(socket.url).not.toContain('jwt');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ auth: 'jwt-1' })]);
    expect(localStorage.getItem('channel')).toBe('store-1');
    expect(localStorage.getItem('clusterId')).toBe('local');
    expect(localStorage.getItem('apiKey')).toBe('key-1');
    expect(localStorage.getItem('chatToken')).toBe('jwt-1');
  });

  it('passes on real-time messages, marked as received, and ignores every other frame', async () => {
    mockStartChat();
    const onMessage = vi.fn();
    listen({ onMessage });
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();

    socket.receive('not json');
    socket.receive({ error: 'Authentication failed, provide valid jwt token.' });
    socket.receive({ type: 'credit', message: 'no dates' });
    socket.receive([1, 2]);
    socket.receive(realtimeMessage());

    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ ...realtimeMessage(), fromclient: true });
  });

  it('serves every listener from one socket and closes it when the last one leaves', async () => {
    mockStartChat();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeRealtime({ onMessage: first });
    const stopSecond = subscribeRealtime({ onMessage: second });
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();
    socket.receive(realtimeMessage());
    expect(Socket.instances).toHaveLength(1);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);

    stopFirst();
    expect(socket.closedWith).toBeUndefined();
    stopSecond();
    expect(socket.closedWith).toBe(1000);
    expect(flags()).toMatchObject({ signIn: false, reconnecting: false });
  });

  it('reconnects with a new token after 1 s, 2 s, 4 s … capped at 30 s, and says so', async () => {
    const calls = mockStartChat();
    const onReconnect = vi.fn();
    listen({ onReconnect });
    await elapse();
    lastSocket().acceptConnection();

    const waits: number[] = [];
    for (let lost = 0; lost < 7; lost += 1) {
      const before = calls.length;
      lastSocket().fail();
      expect(flags()).toMatchObject({ webSocketError: true, reconnecting: true });
      let waited = 0;
      while (calls.length === before) {
        await elapse(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    const socket = lastSocket();
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ auth: 'jwt-8' })]);
    // Open is not enough: until the server takes the token, nothing is heard yet.
    expect(flags()).toMatchObject({ reconnecting: true });
    expect(onReconnect).not.toHaveBeenCalled();
    socket.admit();
    expect(flags()).toMatchObject({ webSocketError: false, reconnecting: false });
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('waits 1 s again after a connection that lasted', async () => {
    const calls = mockStartChat();
    listen();
    await elapse();
    lastSocket().fail();
    await elapse(1000);
    lastSocket().fail();
    await elapse(2000);
    expect(calls).toHaveLength(3);
    lastSocket().acceptConnection();
    await elapse(60_000);

    lastSocket().serverClose(1001);
    await elapse(1000);
    expect(calls).toHaveLength(4);
  });

  it('keeps up to a fifth of each wait off at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const calls = mockStartChat();
    listen();
    await elapse();
    lastSocket().fail();
    await elapse(799);
    expect(calls).toHaveLength(1);
    await elapse(1);
    expect(calls).toHaveLength(2);
  });

  it('retries a refused token once with a fresh one, then gives up', async () => {
    const calls = mockStartChat();
    listen();
    await elapse();
    lastSocket().open();
    lastSocket().receive({ error: 'Authentication failed, provide valid jwt token.' });
    lastSocket().serverClose(4001);
    await elapse();

    expect(calls).toHaveLength(2);
    lastSocket().open();
    expect(lastSocket().sent).toEqual([JSON.stringify({ auth: 'jwt-2' })]);
    lastSocket().serverClose(4001);
    await elapse(120_000);

    expect(calls).toHaveLength(2);
    expect(flags()).toMatchObject({ webSocketError: true, reconnecting: false });
  });

  it('grants a fresh-token retry again once a token was taken', async () => {
    const calls = mockStartChat();
    listen();
    await elapse();
    lastSocket().open();
    lastSocket().serverClose(4001);
    await elapse();
    lastSocket().acceptConnection();
    lastSocket().fail();
    await elapse(1000);
    expect(calls).toHaveLength(3);

    lastSocket().open();
    lastSocket().serverClose(4001);
    await elapse();
    expect(calls).toHaveLength(4);
    expect(flags().reconnecting).toBe(true);
  });

  it('gives up at once when the server refuses the origin', async () => {
    const calls = mockStartChat();
    listen();
    await elapse();
    lastSocket().serverClose(4003);
    await elapse(120_000);
    expect(calls).toHaveLength(1);
    expect(flags()).toMatchObject({ webSocketError: true, reconnecting: false });
  });

  it("sets typing on 'is typing....' until a chat message or 4 s of silence", async () => {
    mockStartChat();
    const onMessage = vi.fn();
    listen({ onMessage });
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();
    const typing = realtimeMessage({ type: 'chat', message: 'Bola is typing....', headid: 'h1' });

    socket.receive(typing);
    expect(flags().typing).toBe(true);
    expect(onMessage).toHaveBeenCalledWith({ ...typing, fromclient: true });
    socket.receive(realtimeMessage({ type: 'chat', message: 'Hello', headid: 'h1' }));
    expect(flags().typing).toBe(false);

    socket.receive(typing);
    await elapse(3999);
    expect(flags().typing).toBe(true);
    await elapse(1);
    expect(flags().typing).toBe(false);
  });

  it('takes a frame the server relayed from another client for typing at most, and passes it to no screen', async () => {
    mockStartChat();
    const onMessage = vi.fn();
    listen({ onMessage });
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();
    const forged = {
      ...realtimeMessage({
        type: 'notice',
        code: 'topUpCredited',
        params: { amount: '₦9,999,999.00', reference: 'TOP_FORGED' },
      }),
      relayed: true,
    };

    socket.receive(forged);
    // What a transfer's or a settlement's result listens for (their outcome hooks).
    socket.receive({ ...forged, type: 'credit', code: 'transferReturned', headid: 'TRF-1' });
    socket.receive({ ...forged, type: 'credit', code: 'settlementReturned', headid: 'STL-1' });
    socket.receive({ ...forged, type: 'order', code: 'orderPaid' });
    expect(flags().typing).toBe(false);
    socket.receive({
      type: 'typing',
      message: 'Ada is typing....',
      headid: '',
      datetime: '2026-03-05T14:07:00.000Z',
      createdat: '2026-03-05T14:07:00.000Z',
      relayed: true,
    });
    expect(flags().typing).toBe(true);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('closes the socket and forgets the channel on sign-out', async () => {
    mockStartChat();
    listen();
    await elapse();
    const socket = lastSocket();
    socket.acceptConnection();

    clearSession('signed-out');
    expect(socket.closedWith).toBe(1000);
    for (const key of ['channel', 'clusterId', 'apiKey', 'chatToken']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await elapse(60_000);
    expect(Socket.instances).toHaveLength(1);
    expect(flags()).toMatchObject({ signIn: false, webSocketError: false, reconnecting: false });
  });

  it('abandons a start-chat answer that arrives after sign-out', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockStartChat(() => new Promise((resolve) => (answer = resolve)));
    listen();
    await elapse();
    clearSession('signed-out');
    answer(jsonResponse(200, chatSession(1)));
    await elapse();
    expect(Socket.instances).toHaveLength(0);
    expect(localStorage.getItem('chatToken')).toBeNull();
  });
});

describe('start-chat failures (docs/product/rules.md)', () => {
  it.each([
    [400, { error: 'Bad Request' }, 'Something went wrong. Please try again later.'],
    [403, { error: 'Chat is not enabled for this store' }, 'Chat is not enabled for this store'],
    [200, { channel: 'store-1' }, 'Failed to start chat'],
  ])('a %i answer %j shows %j and stops', async (status, body, text) => {
    const calls = mockStartChat(() => jsonResponse(status, body));
    listen();
    await elapse();
    expect(flags()).toMatchObject({ loading: false, signIn: false, error: text });
    await elapse(120_000);
    expect(calls).toHaveLength(1);
    expect(flags().reconnecting).toBe(false);
  });

  it('shows the fallback when the server fails without words, and tries again later', async () => {
    const calls = mockStartChat(() => new Response('Bad Gateway', { status: 502 }));
    listen();
    // The API client itself tries a GET three times (1 s, then 2 s apart).
    await elapse(3000);
    expect(flags()).toMatchObject({ error: 'Failed to start chat', reconnecting: true });
    await elapse(1000);
    expect(calls).toHaveLength(4);
  });

  it("shows the server's own words for a failure, a 5xx's too, and tries again later", async () => {
    const calls = mockStartChat(() => jsonResponse(503, { error: 'Chat is resting for a minute' }));
    listen();
    await elapse(3000);
    expect(flags()).toMatchObject({ error: 'Chat is resting for a minute', reconnecting: true });
    await elapse(1000);
    expect(calls).toHaveLength(4);
  });

  it('shows the connection message when offline and tries again with back-off', async () => {
    let online = false;
    const calls = mockStartChat((call) =>
      online ? jsonResponse(200, chatSession(call)) : Promise.reject(new TypeError('offline')),
    );
    listen();
    // The API client itself tries a GET three times (1 s, then 2 s apart).
    await elapse(3000);
    expect(calls).toHaveLength(3);
    expect(flags()).toMatchObject({
      signIn: false,
      error: 'Please check your internet connection and try again.',
      reconnecting: true,
    });

    online = true;
    await elapse(1000);
    expect(calls).toHaveLength(4);
    expect(flags()).toMatchObject({ signIn: true, error: null });
    expect(Socket.instances).toHaveLength(1);
  });
});
