import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { SUB_USER } from '@olivia/contracts/roles';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { signUp } from '../helpers/factories';
import { users } from '../../src/db/schema/accounts';
import { auditLog } from '../../src/db/schema/audit-log';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  merchantWithMoney,
  minor,
  PIN,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setStaffPin,
  transferBody,
} from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const merchantWith = (naira: number) => merchantWithMoney(app, naira);

/** Who sent each transfer of the owner's store, by the account log's `transfer.requested`. */
async function transferSenders(ownerEmail: string) {
  const { db } = await testDatabase();
  const [owner] = await db.select().from(users).where(eq(users.email, ownerEmail));
  return db
    .select({ type: users.userType })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(eq(auditLog.storeId, owner?.storeId ?? ''), eq(auditLog.action, 'transfer.requested')),
    );
}

describe('staff transfers and beneficiaries', () => {
  it("lets a sub-user with allowsubusertransfer transfer through transfer-staff with the store's staff PIN", async () => {
    const owner = await merchantWith(5000);
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const validation = await quote(app, staff, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    // no staff PIN yet: the main user has to set it
    const unset = await sendTransfer(app, staff, transferBody(validation, { pin: '3719' }), true);
    expect(unset.statusCode).toBe(404);
    expect(unset.json().error).toBe(messages.staffPinNotSet);
    await setStaffPin(app, owner.headers, '3719');
    const body = transferBody(validation, { pin: '3719' });
    expect((await sendTransfer(app, staff, body)).statusCode).toBe(403);
    expect(
      (await sendTransfer(app, owner.headers, transferBody(validation), true)).statusCode,
    ).toBe(403);
    const staffTransfer = await sendTransfer(app, staff, body, true);
    expect(staffTransfer.statusCode).toBe(200);
    expect(staffTransfer.json().status).toBe('SUCCESSFUL');
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
    // the account log names the sub-user who sent it, not the main user who set the PIN
    expect(await transferSenders(owner.email)).toEqual([{ type: SUB_USER }]);
    // the main user's own PIN is not the staff PIN
    const second = await quote(app, staff, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    expect(
      (await sendTransfer(app, staff, transferBody(second, { pin: PIN }), true)).statusCode,
    ).toBe(400);
    // after the main user resets it, the old staff PIN no longer sends
    await setStaffPin(app, owner.headers, '5937', '3719');
    expect(
      (await sendTransfer(app, staff, transferBody(second, { pin: '3719' }), true)).statusCode,
    ).toBe(400);
    expect(
      (await sendTransfer(app, staff, transferBody(second, { pin: '5937' }), true)).statusCode,
    ).toBe(200);
  });

  it('counts wrong staff PINs for the store, whichever sub-user types them: the fifth locks it', async () => {
    const owner = await merchantWith(5000);
    await setStaffPin(app, owner.headers, '3719');
    const first = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const second = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const validation = await quote(app, first, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    const wrong = transferBody(validation, { pin: '4826' });
    const codes: number[] = [];
    for (const headers of [first, second, first, second, first]) {
      codes.push((await sendTransfer(app, headers, wrong, true)).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const right = await sendTransfer(app, second, transferBody(validation, { pin: '3719' }), true);
    expect(right.statusCode).toBe(429);
    // the main user's own PIN is not locked
    expect((await sendTransfer(app, owner.headers, transferBody(validation))).statusCode).toBe(200);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
  });

  it('refuses a sub-user without allowsubusertransfer', async () => {
    const owner = await merchantWith(5000);
    const staff = await staffHeaders(app, owner);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    expect((await sendTransfer(app, staff, transferBody(validation), true)).statusCode).toBe(403);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000));
  });

  it("deletes a store's own beneficiary by the id header; another store's answers 404", async () => {
    const owner = await merchantWith(5000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    await sendTransfer(app, owner.headers, transferBody(validation, { addtobeneficiary: true }));
    const list = async (headers: Headers) =>
      (await app.inject({ url: endpointUrl(transferEndpoints.beneficiaries), headers })).json()
        .beneficiaries as { id: string }[];
    const [saved] = await list(owner.headers);
    const remove = (headers: Headers, id?: string) =>
      app.inject({
        method: 'DELETE',
        url: endpointUrl(transferEndpoints.deleteBeneficiary),
        headers: { ...headers, ...(id === undefined ? {} : { id }) },
      });
    const rival = await signUp(app);
    expect((await remove(rival.headers, saved?.id)).statusCode).toBe(404);
    expect((await remove(owner.headers)).statusCode).toBe(400);
    expect((await remove(owner.headers, 'not-an-id')).statusCode).toBe(400);
    const removed = await remove(owner.headers, saved?.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 200, message: messages.beneficiaryDeleted });
    expect(await list(owner.headers)).toEqual([]);
  });
});
