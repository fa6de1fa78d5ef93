import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { transferQuotes } from '../../src/db/schema/transfers';
import { signUp } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { merchantWithMoney, quote, SANDBOX_ACCOUNTS, validate } from '../helpers/transfers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const merchantWith = (naira: number) => merchantWithMoney(app, naira);

describe('POST /agent/transfer/validation', () => {
  it('names the account, quotes the fee from the table, and keeps the quote for 10 minutes', async () => {
    const owner = await merchantWith(0);
    const small = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 5000,
    });
    expect(small).toMatchObject({
      beneficiary: 'Sandbox Success Account',
      bankname: 'Access Bank',
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 5000,
      fee: 10,
    });
    expect(small.ref).toMatch(/^trf_[a-z0-9]{20}$/);
    const middle = await quote(app, owner.headers, {
      accountnumber: '0123456789',
      amount: 5000.01,
    });
    expect(middle.fee).toBe(25);
    const large = await quote(app, owner.headers, {
      accountnumber: '0123456789',
      amount: 50_000.5,
    });
    expect(large.fee).toBe(50);
    const { db } = await testDatabase();
    const [kept] = await db.select().from(transferQuotes).where(eq(transferQuotes.ref, small.ref));
    const minutes = ((kept?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it("answers 'Security has passed....' for an account the bank does not know", async () => {
    const owner = await merchantWith(0);
    const response = await validate(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.notFound,
      amount: 500,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(serverErrors.nameEnquiryFailed);
    const unknownBank = await validate(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 500,
      bankcode: '999',
    });
    expect(unknownBank.json().error).toBe(serverErrors.nameEnquiryFailed);
  });

  it("refuses bad details with docs/product/rules.md's messages", async () => {
    const owner = await merchantWith(0);
    const response = await app.inject({
      method: 'POST',
      url: endpointUrl(transferEndpoints.validate),
      headers: owner.headers,
      payload: { accountnumber: '12345', amount: 99.99, bankcode: '', fee: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      accountnumber: [messages.invalidAccountNumber],
      amount: [messages.leastTransferNgn],
      bankcode: [messages.required],
    });
  });

  it('is for NGN stores, main users and sub-users allowed to transfer', async () => {
    const london = await signUp(app, { currency: 'GBP' });
    const gbp = await validate(app, london.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 500,
    });
    expect(gbp.statusCode).toBe(403);
    expect(gbp.json().error).toBe(messages.transfersNgnOnly);
    const owner = await merchantWith(0);
    const staff = await staffHeaders(app, owner);
    const refused = await validate(app, staff, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 500,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await validate(app, {}, { accountnumber: SANDBOX_ACCOUNTS.success, amount: 500 }))
        .statusCode,
    ).toBe(401);
  });
});
