import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { signUp } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  merchantWithMoney,
  minor,
  PIN,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setPin,
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

describe('staff transfers and beneficiaries', () => {
  it('lets a sub-user with allowsubusertransfer transfer through transfer-staff only', async () => {
    const owner = await merchantWith(5000);
    const staff = await staffHeaders(app, owner);
    const { db } = await testDatabase();
    const { users } = await import('../../src/db/schema/accounts');
    await db
      .update(users)
      .set({ allowSubUserTransfer: true })
      .where(sql`${users.storeId} = (SELECT store_id FROM users WHERE email = ${owner.email})`);
    await setPin(app, staff, '3719', true);
    const validation = await quote(app, staff, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    const body = transferBody(validation, { pin: '3719' });
    expect((await sendTransfer(app, staff, body)).statusCode).toBe(403);
    expect(
      (await sendTransfer(app, owner.headers, transferBody(validation), true)).statusCode,
    ).toBe(403);
    const staffTransfer = await sendTransfer(app, staff, body, true);
    expect(staffTransfer.statusCode).toBe(200);
    expect(staffTransfer.json().status).toBe('SUCCESSFUL');
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
    // the main user's PIN is not the sub-user's
    const second = await quote(app, staff, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    expect(
      (await sendTransfer(app, staff, transferBody(second, { pin: PIN }), true)).statusCode,
    ).toBe(400);
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
