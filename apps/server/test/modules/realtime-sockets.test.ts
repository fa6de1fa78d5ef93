import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import {
  AUTH_FAILED_FRAME,
  CHANNEL_ID,
  CLOSE_CODES,
  FRAME_RATE_LIMIT,
  MAX_FRAME_BYTES,
  NOTIFICATION_CODES,
  RelayedTypingFrameSchema,
  SOCKET_TOKEN_TTL_SECONDS,
  TYPING_FRAME_TYPE,
  TYPING_MARKER,
} from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { signUp, uniqueAddress, type SignedIn } from '../helpers/factories';
import {
  isConnected,
  joinStoreChannel,
  listen,
  openChannel,
  startChat,
  type ChannelClient,
} from '../helpers/channel-client';
import { staffHeaders } from '../helpers/sub-users';
import { storeIdOf } from '../helpers/uploads';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
let merchant: SignedIn;
/** The channel server's clock: moved forward to expire tokens. */
let clockOffsetMs = 0;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      realtime: { now: () => new Date(Date.now() + clockOffsetMs), authTimeoutMs: 1000 },
    },
  );
  base = await listen(app);
  merchant = await signUp(app);
});
afterAll(() => app.close());

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Opens the channel of `chat` and sends `jwt` as the first frame. */
function authenticate(chat: { channel: string; apikey: string }, jwt: string, notifySelf = false) {
  const client = openChannel(base, chat.channel, { apiKey: chat.apikey, notifySelf });
  client.socket.once('open', () => client.send({ auth: jwt }));
  return client;
}

async function expectRefused(client: ChannelClient) {
  expect(await client.closed).toMatchObject({ code: CLOSE_CODES.authFailed });
  expect(client.frames).toEqual([AUTH_FAILED_FRAME]);
}

describe('GET chat/start-chat', () => {
  it("answers the store's private channel and a 60-second HS256 token for it", async () => {
    const chat = await startChat(app, merchant.headers);
    expect(Object.keys(chat).sort()).toEqual(['apikey', 'channel', 'clusterid', 'jwt']);
    expect(chat.clusterid).toBe('local');
    expect(chat.apikey).toMatch(/^pk_[\w-]+$/);
    expect(chat.channel).toMatch(CHANNEL_ID);
    expect(chat.channel).toMatch(/^st_/);
    const [header] = chat.jwt.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = payloadOf(chat.jwt);
    expect(claims).toMatchObject({ sub: chat.channel, store: await storeIdOf(merchant.email) });
    expect(claims.exp - claims.iat).toBe(SOCKET_TOKEN_TTL_SECONDS);

    const again = await startChat(app, merchant.headers);
    expect(again.channel).toBe(chat.channel);
    expect(payloadOf(again.jwt).jti).not.toBe(claims.jti);
    const other = await startChat(app, (await signUp(app)).headers);
    expect(other.channel).not.toBe(chat.channel);
    expect(other.apikey).toBe(chat.apikey);
  });

  it("gives a sub-user the store's channel", async () => {
    const staff = await staffHeaders(app, merchant);
    const [own, theirs] = await Promise.all([
      startChat(app, merchant.headers),
      startChat(app, staff),
    ]);
    expect(theirs.channel).toBe(own.channel);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: endpointUrl(realtimeEndpoints.startChat) });
    expect(response.statusCode).toBe(401);
  });

  it('gives one address 60 tokens a minute', async () => {
    const merchant = await signUp(app);
    const remoteAddress = uniqueAddress();
    const ask = () =>
      app.inject({
        url: endpointUrl(realtimeEndpoints.startChat),
        headers: merchant.headers,
        remoteAddress,
      });
    for (let i = 0; i < 60; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('opening a channel socket', () => {
  it('authenticates by the first frame, then relays', async () => {
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    expect(client.frames.filter(isConnected)).toHaveLength(1);
    client.socket.close();
  });

  it('never takes a token from the URL', async () => {
    const chat = await startChat(app, merchant.headers);
    const client = openChannel(base, chat.channel, {
      apiKey: chat.apikey,
      extraQuery: { jwt: chat.jwt },
    });
    await expectRefused(client);
    // Refused before anything read it: the same token still opens the socket by its first frame.
    await authenticate(chat, chat.jwt).next(isConnected);
  });

  it('refuses an expired token', async () => {
    const chat = await startChat(app, merchant.headers);
    clockOffsetMs = (SOCKET_TOKEN_TTL_SECONDS + 1) * 1000;
    try {
      await expectRefused(authenticate(chat, chat.jwt));
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a token used once already, even in parallel', async () => {
    const chat = await startChat(app, merchant.headers);
    const clients = [authenticate(chat, chat.jwt), authenticate(chat, chat.jwt)];
    const outcomes = await Promise.all(
      clients.map((client) =>
        Promise.race([
          client.next(isConnected).then(() => 'open'),
          client.closed.then(({ code }) => code),
        ]),
      ),
    );
    expect(outcomes.sort()).toEqual([CLOSE_CODES.authFailed, 'open']);
    await expectRefused(authenticate(chat, chat.jwt));
  });

  it("refuses a token on another store's channel", async () => {
    const mine = await startChat(app, merchant.headers);
    const theirs = await startChat(app, (await signUp(app)).headers);
    await expectRefused(authenticate(theirs, mine.jwt));
  });

  it('refuses a tampered token, a wrong api_key, a first frame that is no token, and silence', async () => {
    const chat = await startChat(app, merchant.headers);
    const [header, payload, signature] = chat.jwt.split('.');
    const forged = { ...payloadOf(chat.jwt), exp: payloadOf(chat.jwt).exp + 3600 };
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString('base64url');
    await expectRefused(authenticate(chat, `${header}.${forgedPayload}.${signature}`));
    await expectRefused(authenticate(chat, `${header}.${payload}.`));
    await expectRefused(authenticate({ ...chat, apikey: 'pk_someone_else' }, chat.jwt));
    const notAToken = openChannel(base, chat.channel, { apiKey: chat.apikey });
    notAToken.socket.once('open', () => notAToken.send({ hello: 'world' }));
    await expectRefused(notAToken);
    // authTimeoutMs is 1 s in this suite (10 s in production).
    await expectRefused(openChannel(base, chat.channel, { apiKey: chat.apikey }));
  });

  it('refuses a page of another origin with 4003', async () => {
    const chat = await startChat(app, merchant.headers);
    const client = openChannel(base, chat.channel, {
      apiKey: chat.apikey,
      origin: 'https://evil.example',
    });
    client.socket.once('open', () => client.send({ auth: chat.jwt }));
    expect(await client.closed).toMatchObject({ code: CLOSE_CODES.originRefused });
    expect(client.frames).toEqual([]);
  });

  it('answers a malformed handshake 400 before the upgrade', async () => {
    const client = openChannel(base, 'not a channel!', { apiKey: 'x' });
    const refused = new Promise<number>((resolve) =>
      client.socket.on('unexpected-response', (_request, response) =>
        resolve(response.statusCode ?? 0),
      ),
    );
    expect(await refused).toBe(400);
  });
});

const typing = (message: string, headid?: string) => ({
  type: TYPING_FRAME_TYPE,
  message: `${message} ${TYPING_MARKER}`,
  ...(headid === undefined ? {} : { headid }),
});
/** A typing indicator as the server relays it: rebuilt, stamped and marked. */
const relayed = (message: string, headid = '') => ({
  type: TYPING_FRAME_TYPE,
  message: `${message} ${TYPING_MARKER}`,
  headid,
  datetime: expect.any(String),
  createdat: expect.any(String),
  relayed: true,
});
const others = (client: ChannelClient) => client.frames.filter((frame) => !isConnected(frame));

describe('an open channel socket', () => {
  it("relays a client's typing indicator to the channel's other sockets, to the sender with notify_self, rebuilt and marked", async () => {
    const quiet = (await joinStoreChannel(app, base, merchant.headers)).client;
    const echoing = (await joinStoreChannel(app, base, merchant.headers, { notifySelf: true }))
      .client;
    const outsider = (await joinStoreChannel(app, base, (await signUp(app)).headers)).client;

    quiet.send(typing('Quiet', 'h-1'));
    const heard = await echoing.next();
    expect(heard).toEqual(relayed('Quiet', 'h-1'));
    expect(RelayedTypingFrameSchema.safeParse(heard).success).toBe(true);
    const { datetime } = heard as { datetime: string };
    expect(Math.abs(Date.parse(datetime) - Date.now())).toBeLessThan(60_000);
    echoing.send(typing('Echoing'));
    expect(await echoing.next()).toEqual(relayed('Echoing'));
    // In order: had quiet received its own frame, it would come before this one.
    expect(await quiet.next()).toEqual(relayed('Echoing'));
    expect(others(outsider)).toEqual([]);
    for (const client of [quiet, echoing, outsider]) client.socket.close();
  });

  it("never passes on a staff member's forged notification, whatever its type and code (issue 25)", async () => {
    const owner = (await joinStoreChannel(app, base, merchant.headers)).client;
    const staff = await staffHeaders(app, merchant);
    // The exact frame of the report, then any mix of server-only fields on any type.
    const report = {
      type: 'notice',
      code: 'topUpCredited',
      params: { amount: '₦9,999,999.00', reference: 'TOP_FORGED' },
      message: 'Your wallet was credited with ₦9,999,999.00 from top-up TOP_FORGED',
    };
    const serverOnly = {
      code: fc.oneof(fc.constantFrom(...NOTIFICATION_CODES), fc.string()),
      params: fc.dictionary(
        fc.constantFrom('amount', 'reference', 'number', 'domain'),
        fc.string(),
      ),
      id: fc.string(),
      fromclient: fc.boolean(),
      relayed: fc.constantFrom(true, false, 'true'),
      datetime: fc.string(),
    };
    const forged = fc
      .record(
        {
          type: fc.oneof(
            fc.constantFrom(
              TYPING_FRAME_TYPE,
              'notice',
              'credit',
              'debit',
              'order',
              'chat',
              'read',
            ),
            fc.string(),
          ),
          message: fc.oneof(
            fc.constant(report.message),
            fc.constant(`Ada ${TYPING_MARKER}`),
            fc.string().map((text) => `${text} ${TYPING_MARKER}`),
          ),
          headid: fc.string({ maxLength: 20 }),
          ...serverOnly,
        },
        { requiredKeys: [] },
      )
      // At least one field a typing indicator does not have.
      .filter((frame) => Object.keys(serverOnly).some((key) => key in frame));

    await fc.assert(
      fc.asyncProperty(forged, async (frame) => {
        const sender = (await joinStoreChannel(app, base, staff)).client;
        sender.send(frame);
        expect(await sender.closed).toMatchObject({ code: CLOSE_CODES.notRelayed });
      }),
      { numRuns: 30, examples: [[report]] },
    );
    // Every frame sent before this one would have reached the owner first.
    const last = (await joinStoreChannel(app, base, staff)).client;
    last.send(typing('Staff'));
    expect(await owner.next()).toEqual(relayed('Staff'));
    expect(others(owner)).toEqual([relayed('Staff')]);
    for (const client of [owner, last]) client.socket.close();
  });

  it('relays a typing indicator whatever its text holds, never a code, params or other field', async () => {
    const owner = (await joinStoreChannel(app, base, merchant.headers)).client;
    const staff = (await joinStoreChannel(app, base, await staffHeaders(app, merchant))).client;
    const names = fc.string({ maxLength: 120 }).filter((name) => !/\p{Cc}/u.test(name));
    await fc.assert(
      fc.asyncProperty(
        names,
        fc.option(fc.string({ maxLength: 64 }), { nil: undefined }),
        async (name, headid) => {
          staff.send(typing(name, headid));
          const frame = await owner.next();
          expect(frame).toEqual(relayed(name, headid));
          expect(Object.keys(frame as object).sort()).toEqual([
            'createdat',
            'datetime',
            'headid',
            'message',
            'relayed',
            'type',
          ]);
        },
      ),
      // Within the frame rate limit of the sending socket.
      { numRuns: FRAME_RATE_LIMIT.frames - 2 },
    );
    for (const client of [owner, staff]) client.socket.close();
  });

  it('closes with 1009 on a frame over 64 KiB', async () => {
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    client.send(JSON.stringify({ data: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect(await client.closed).toMatchObject({ code: CLOSE_CODES.tooBig });
  });

  it('closes with 4008 past the frame rate limit', async () => {
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    // The auth frame counted as one.
    for (let i = 0; i < FRAME_RATE_LIMIT.frames; i += 1) client.send(typing(`Ada ${i}`));
    expect(await client.closed).toMatchObject({ code: CLOSE_CODES.rateLimited });
  });

  it.each([
    ['a notification type only the server sends', JSON.stringify({ type: 'credit', message: 'x' })],
    [
      'a typing indicator with a code',
      JSON.stringify({ ...typing('Ada'), code: 'topUpCredited', params: { amount: '₦1' } }),
    ],
    [
      'a typing indicator already marked relayed',
      JSON.stringify({ ...typing('Ada'), relayed: true }),
    ],
    ['a typing indicator of type chat', JSON.stringify({ ...typing('Ada'), type: 'chat' })],
    ['a frame of another type', JSON.stringify({ event: 'typing', data: 'x' })],
    ['a notice without the typing marker', JSON.stringify({ type: 'notice', message: 'x' })],
    ['a chat message not stored by the server', JSON.stringify({ type: 'chat', message: 'x' })],
    ['a read receipt', JSON.stringify({ type: 'read', message: '', headid: 'h' })],
    ['text that is not a JSON object', '[1,2]'],
    ['a binary frame', Buffer.from('{}')],
  ])('closes with 1008 on %s', async (_label, frame) => {
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    client.socket.send(frame);
    expect(await client.closed).toMatchObject({ code: CLOSE_CODES.notRelayed });
  });
});
