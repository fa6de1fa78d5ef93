import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { auditLog } from '../../src/db/schema/audit-log';
import { users } from '../../src/db/schema/accounts';
import { createDataKeys } from '../../src/lib/data-keys';
import { hashSecret } from '../../src/lib/secrets';
import { createPinCheck } from '../../src/modules/pins/pin-check';
import { createPinHashes } from '../../src/modules/pins/pin-hashes';
import { signUp, uniqueAddress } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, secondDatabase, testDatabase } from '../helpers/test-app';
import { PIN, setPin } from '../helpers/transfers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const hasPin = (headers: Headers) =>
  app.inject({ url: endpointUrl(pinEndpoints.hasPersonalPin), headers });
/** From an address of its own each time: the route's rate limit is not what these tests test. */
const setPersonal = (headers: Headers, payload: Record<string, unknown>, on = app) =>
  on.inject({
    method: 'POST',
    url: endpointUrl(pinEndpoints.setPersonalPin),
    headers,
    payload,
    remoteAddress: uniqueAddress(),
  });
const setStaff = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(pinEndpoints.setStaffPin),
    headers,
    payload,
    remoteAddress: uniqueAddress(),
  });

/** How many times the user's PIN lock has started, from the account log. */
async function pinLocks(email: string) {
  const { db } = await testDatabase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, user?.id ?? ''), eq(auditLog.action, 'pin.locked')));
  return rows.length;
}

describe('PINs (docs/api.md /agent/utilities/*)', () => {
  it("says 'Pin not set before' until the first PIN is set, which needs no old PIN", async () => {
    const owner = await signUp(app);
    const none = await hasPin(owner.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: serverErrors.pinNotSet });

    const set = await setPersonal(owner.headers, { newpin: PIN });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 200, message: messages.pinSetSuccessful });
    expect((await hasPin(owner.headers)).statusCode).toBe(200);

    const { db } = await testDatabase();
    const [user] = await db.select().from(users).where(eq(users.email, owner.email));
    expect(user?.pinHash).toMatch(/^pin-mac\$v1\$/);
    expect(user?.pinHash).not.toContain(PIN);
    const logged = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user?.id ?? ''), eq(auditLog.action, 'pin.set')));
    expect(logged).toHaveLength(1);
  });

  it("refuses PINs docs/product/rules.md refuses, each with the product's message", async () => {
    const owner = await signUp(app);
    const refused = async (payload: Record<string, unknown>) => {
      const response = await setPersonal(owner.headers, payload);
      expect(response.statusCode).toBe(400);
      return response.json().details;
    };
    expect(await refused({ newpin: '' })).toEqual({ newpin: [messages.enterPin] });
    expect(await refused({ newpin: '12a4' })).toEqual({ newpin: [messages.pinFourDigits] });
    expect(await refused({ newpin: '12345' })).toEqual({ newpin: [messages.pinFourDigits] });
    expect(await refused({ newpin: '1234' })).toEqual({ newpin: [messages.pinTooCommon] });
    expect(await refused({ oldpin: '9', newpin: '4826' })).toEqual({
      oldpin: [messages.pinFourDigits],
    });
    expect(await refused({ oldpin: '4826', newpin: '4826' })).toEqual({
      newpin: [messages.pinSameAsOld],
    });
    expect((await hasPin(owner.headers)).statusCode).toBe(404);
  });

  it('changes a PIN only with the right old one', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    const without = await setPersonal(owner.headers, { newpin: '5937' });
    expect(without.statusCode).toBe(400);
    expect(without.json().details).toEqual({ oldpin: [messages.oldPinRequired] });
    const wrong = await setPersonal(owner.headers, { oldpin: '1111', newpin: '5937' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: messages.incorrectPin,
      details: { oldpin: [messages.incorrectPin] },
    });
    expect((await setPersonal(owner.headers, { oldpin: PIN, newpin: '5937' })).statusCode).toBe(
      200,
    );
    // the old PIN no longer works, the new one does
    expect((await setPersonal(owner.headers, { oldpin: PIN, newpin: '6048' })).statusCode).toBe(
      400,
    );
    expect((await setPersonal(owner.headers, { oldpin: '5937', newpin: '6048' })).statusCode).toBe(
      200,
    );
  });

  it('checks a PIN hashed with argon2id before ADR 0043, and keeps its new hash after a right PIN only', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    const { db } = await testDatabase();
    const pinCheck = createPinCheck(db, createPinHashes(createDataKeys(Buffer.alloc(32, 7))));
    const old = await hashSecret(PIN);
    const [user] = await db
      .update(users)
      .set({ pinHash: old })
      .where(eq(users.email, owner.email))
      .returning();
    const userId = user?.id ?? '';
    const stored = async () =>
      (await db.select().from(users).where(eq(users.id, userId)))[0]?.pinHash;

    await expect(pinCheck.verify(userId, '1111')).rejects.toThrow(messages.incorrectPin);
    expect(await stored()).toBe(old);
    await pinCheck.verify(userId, PIN);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^pin-mac\$v1\$/);
    await pinCheck.verify(userId, PIN);
    await expect(pinCheck.verify(userId, '1111')).rejects.toThrow(messages.incorrectPin);
    expect(await stored()).toBe(upgraded);
  });

  it('locks PIN use at the fifth wrong in a row, saying until when, even for the right PIN', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await setPersonal(owner.headers, { oldpin: '1111', newpin: '5937' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(messages.incorrectPin);
    }
    const fifth = await setPersonal(owner.headers, { oldpin: '1111', newpin: '5937' });
    expect(fifth.statusCode).toBe(429);
    const locked = await setPersonal(owner.headers, { oldpin: PIN, newpin: '5937' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(fifth.json().error);
    expect(locked.json().error).toMatch(
      /^Too many wrong PINs\. PIN use is locked until \d\d:\d\d UTC/,
    );
    const until = new Date(/\((.+)\)\.$/.exec(locked.json().error)?.[1] ?? '');
    const minutes = (until.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await pinLocks(owner.email)).toBe(1);
  });

  it('counts a right PIN as a fresh start: four wrong, one right, four wrong is not locked', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    const wrongTimes = async (times: number) => {
      for (let attempt = 0; attempt < times; attempt += 1) {
        expect(
          (await setPersonal(owner.headers, { oldpin: '1111', newpin: '5937' })).statusCode,
        ).toBe(400);
      }
    };
    await wrongTimes(4);
    expect((await setPersonal(owner.headers, { oldpin: PIN, newpin: '5937' })).statusCode).toBe(
      200,
    );
    await wrongTimes(4);
    expect((await setPersonal(owner.headers, { oldpin: '5937', newpin: '6048' })).statusCode).toBe(
      200,
    );
  });

  it('evaluates at most 5 of 50 parallel wrong PINs, over two server processes', async () => {
    const owner = await signUp(app);
    await setPin(app, owner.headers);
    const second = await secondDatabase();
    const other = await buildTestApp({}, { db: second.db });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          setPersonal(owner.headers, { oldpin: '1111', newpin: '5937' }, i % 2 ? other : app),
        ),
      );
      // four answered 'Incorrect PIN', the fifth started the lock, and nothing else was evaluated
      const errors = answers.map((answer) => answer.json().error as string);
      expect(errors.filter((error) => error === messages.incorrectPin)).toHaveLength(4);
      expect(errors.filter((error) => error.startsWith('Too many wrong PINs'))).toHaveLength(46);
      expect(await pinLocks(owner.email)).toBe(1);
    } finally {
      await other.close();
      if (second.own) await second.close();
    }
  });

  it("lets the main user set the store's staff PIN, then reset it only with the old one; not a sub-user", async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const notSet = await hasPin(staff);
    expect(notSet.statusCode).toBe(404);
    expect(notSet.json()).toEqual({ error: messages.staffPinNotSet });
    expect((await setStaff(staff, { newpin: '3719' })).statusCode).toBe(403);
    // 'I haven't set this up before': no old PIN the first time
    expect((await setStaff(owner.headers, { oldpin: '', newpin: '3719' })).statusCode).toBe(200);
    expect((await hasPin(staff)).statusCode).toBe(200);
    // the staff PIN is not the main user's own
    expect((await hasPin(owner.headers)).statusCode).toBe(404);
    const noOld = await setStaff(owner.headers, { newpin: '5937' });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().error).toBe(messages.oldPinRequired);
    const wrongOld = await setStaff(owner.headers, { oldpin: '4826', newpin: '5937' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().details).toEqual({ oldpin: [messages.incorrectPin] });
    expect((await setStaff(owner.headers, { oldpin: '3719', newpin: '5937' })).statusCode).toBe(
      200,
    );
    const { db } = await testDatabase();
    const [store] = await db
      .select({ id: users.storeId, owner: users.id })
      .from(users)
      .where(eq(users.email, owner.email));
    const logged = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store?.id ?? ''), eq(auditLog.entityType, 'store')));
    expect(logged.filter((row) => row.action.startsWith('staffPin.'))).toEqual([
      { action: 'staffPin.set', actor: store?.owner },
      { action: 'staffPin.changed', actor: store?.owner },
    ]);
    expect((await setPersonal(staff, { newpin: '3719' })).statusCode).toBe(403);
    expect((await setStaff({}, { newpin: '3719' })).statusCode).toBe(401);
    expect((await hasPin({})).statusCode).toBe(401);
  });
});
