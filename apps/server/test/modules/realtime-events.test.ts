import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import {
  CLOSE_CODES,
  RealtimeMessageSchema,
  TYPING_FRAME_TYPE,
  TYPING_MARKER,
} from '@olivia/contracts/realtime';
import { withTransaction } from '../../src/db/unit-of-work';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { signIn, signUp, type SignedIn } from '../helpers/factories';
import { joinStoreChannel, listen } from '../helpers/channel-client';
import { buildTestApp, secondDatabase, testDatabase } from '../helpers/test-app';
import {
  fundWallet,
  merchantWithMoney,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  transferBody,
} from '../helpers/transfers';
import { storeIdOf } from '../helpers/uploads';

const events = createEventBus();
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({}, { events });
  base = await listen(app);
});
afterAll(() => app.close());

const isType = (type: string) => (frame: unknown) =>
  RealtimeMessageSchema.safeParse(frame).data?.type === type;

const storeEvent = (storeId: string, message: string): StoreEvent => {
  const at = new Date().toISOString();
  return { storeId, type: 'chat', message, headid: 'h-1', datetime: at, createdat: at };
};

describe('store events on the store channel', () => {
  it('delivers the credit of a committed top-up as docs/product/records.md’s real-time message', async () => {
    const merchant = await signUp(app);
    const staff = await joinStoreChannel(app, base, merchant.headers);
    const outsider = await joinStoreChannel(app, base, (await signUp(app)).headers);
    await fundWallet(app, merchant.headers, 5000);
    const credit = await staff.client.next(isType('credit'));
    expect(Object.keys(credit as object)).toEqual([
      'type',
      'message',
      'headid',
      'datetime',
      'createdat',
      'code',
      'params',
    ]);
    const parsed = RealtimeMessageSchema.parse(credit);
    expect(parsed.message).toMatch(/5,000/);
    // the same words for the reader's language: a code and its values
    expect(parsed.code).toBe('topUpCredited');
    expect(parsed.params?.amount).toBe(parsed.message.match(/with (\S+)/)?.[1]);
    expect(parsed.message).toContain(parsed.params?.reference);
    expect(outsider.client.frames.some(isType('credit'))).toBe(false);
  });

  it('delivers the debit of a payout', async () => {
    const merchant = await merchantWithMoney(app, 5000);
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    const validation = await quote(app, merchant.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    const sent = await sendTransfer(app, merchant.headers, transferBody(validation));
    expect(sent.statusCode, sent.body).toBe(200);
    const debit = RealtimeMessageSchema.parse(await client.next(isType('debit')));
    expect(debit.headid).toBe(validation.ref);
    expect(debit.code).toBe('transferDebited');
    expect(debit.params).toEqual({
      amount: expect.stringMatching(/1,0\d\d\.\d\d/),
      account: validation.beneficiary,
    });
  });

  it('notifies nobody of a transaction that rolled back', async () => {
    const merchant = await signUp(app);
    const storeId = await storeIdOf(merchant.email);
    const { client } = await joinStoreChannel(app, base, merchant.headers);
    const { db } = await testDatabase();
    const rolledBack = withTransaction(db, async (_tx, afterCommit) => {
      afterCommit(() => events.publish(storeEvent(storeId, 'rolled back')));
      throw new Error('refused');
    });
    await expect(rolledBack).rejects.toThrow('refused');
    await withTransaction(db, async (_tx, afterCommit) => {
      afterCommit(() => events.publish(storeEvent(storeId, 'committed')));
    });
    // Frames arrive in order: the rolled-back one would have come first.
    expect(await client.next(isType('chat'))).toMatchObject({ message: 'committed' });
  });
});

describe('the socket lifecycle', () => {
  let shortLived: FastifyInstance;
  let shortBase: string;
  let merchant: SignedIn;
  beforeAll(async () => {
    shortLived = await buildTestApp({}, { realtime: { heartbeatMs: 400, sessionCheckMs: 200 } });
    shortBase = await listen(shortLived);
    merchant = await signUp(shortLived);
  });
  afterAll(() => shortLived.close());

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const silent = await joinStoreChannel(shortLived, shortBase, merchant.headers, {
      autoPong: false,
    });
    const alive = await joinStoreChannel(shortLived, shortBase, merchant.headers);
    expect((await silent.client.closed).code).toBe(1006);
    // Past two more pings, each answered.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(alive.client.socket.readyState).toBe(alive.client.socket.OPEN);
    alive.client.socket.close();
  });

  it("closes a signed-out session's socket, and keeps another session's", async () => {
    const signedIn = (
      await signIn(shortLived, merchant.email, merchant.password)
    ).json<SignInResponse>();
    const other = { token: signedIn.token, systemid: signedIn.systemid };
    const leaving = await joinStoreChannel(shortLived, shortBase, other);
    const staying = await joinStoreChannel(shortLived, shortBase, merchant.headers);
    const out = await shortLived.inject({ url: endpointUrl(authEndpoints.logout), headers: other });
    expect(out.statusCode).toBe(200);
    expect((await leaving.client.closed).code).toBe(CLOSE_CODES.authFailed);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(staying.client.socket.readyState).toBe(staying.client.socket.OPEN);
    staying.client.socket.close();
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const { client } = await joinStoreChannel(shortLived, shortBase, merchant.headers);
    await shortLived.close();
    expect(await client.closed).toMatchObject({ code: CLOSE_CODES.goingAway });
  });
});

describe.skipIf(!process.env.REDIS_URL)('two server processes over Redis', () => {
  const eventsOfA = createEventBus();
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    appA = await buildTestApp({}, { events: eventsOfA });
    const second = await secondDatabase();
    closeSecond = second.own ? second.close : async () => {};
    appB = await buildTestApp({}, { db: second.db });
    [baseA, baseB] = await Promise.all([listen(appA), listen(appB)]);
  });
  afterAll(async () => {
    await Promise.all([appA.close(), appB.close()]);
    await closeSecond();
  });

  it('delivers an event published on A and a frame sent on A to a socket on B', async () => {
    const merchant = await signUp(appA);
    // The token is issued by A and used on B: both derive the same keys and share the tickets.
    const onB = await joinStoreChannel(appA, baseB, merchant.headers);
    const onA = await joinStoreChannel(appA, baseA, merchant.headers);
    eventsOfA.publish(storeEvent(await storeIdOf(merchant.email), 'from A'));
    expect(await onB.client.next(isType('chat'))).toMatchObject({ message: 'from A' });
    onA.client.send({ type: TYPING_FRAME_TYPE, message: `On A ${TYPING_MARKER}` });
    expect(await onB.client.next()).toMatchObject({
      type: TYPING_FRAME_TYPE,
      message: `On A ${TYPING_MARKER}`,
      relayed: true,
    });
    for (const { client } of [onA, onB]) client.socket.close();
  });
});
