import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@olivia/contracts/messages';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import { signUp } from '../helpers/factories';
import { minor, settlementKit } from '../helpers/settlements';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import { PIN, setPin, setStaffPin } from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
let kit: ReturnType<typeof settlementKit>;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      provider: (webhookSecret) =>
        createSandboxProvider({ webhookSecret, quickSettleMs: 200, slowSettleMs: 1000 }),
    },
  );
  kit = settlementKit(app);
});
afterAll(() => app.close());

describe('who may settle', () => {
  it('refuses NGN stores, sub-users and no session', async () => {
    const naira = await signUp(app);
    await setPin(app, naira.headers);
    const ngnBody = await kit.accountBody(naira);
    expect(
      (await kit.call(settlementEndpoints.saveAccount, naira.headers, ngnBody)).statusCode,
    ).toBe(403);
    expect(
      (await kit.call(settlementEndpoints.settlements, naira.headers, kit.RANGE)).statusCode,
    ).toBe(403);
    expect((await kit.call(settlementEndpoints.account, naira.headers)).statusCode).toBe(403);
    expect((await kit.settle(naira, 10)).statusCode).toBe(403);
    const owner = await kit.withAccount('GBP', 50);
    const staff = await staffHeaders(app, owner);
    expect((await kit.call(settlementEndpoints.account, staff)).statusCode).toBe(403);
    expect(
      (await kit.call(settlementEndpoints.settle, staff, { amount: 1, pin: PIN })).statusCode,
    ).toBe(403);
    expect((await kit.call(settlementEndpoints.settlements, staff, kit.RANGE)).statusCode).toBe(
      403,
    );
    expect((await kit.call(settlementEndpoints.account, {})).statusCode).toBe(401);
  });
});

describe('a sub-user allowed to pay out (docs/product/roles.md)', () => {
  it('reads the account, settles to it with the staff PIN and sees the history, but cannot change it', async () => {
    const owner = await kit.withAccount('GBP', 50);
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    await setStaffPin(app, owner.headers, '5937');
    const { accounts } = (await kit.call(settlementEndpoints.account, staff)).json();
    expect(accounts).toMatchObject({ accountnumber: '12345678' });
    const paid = await kit.call(settlementEndpoints.settle, staff, { amount: 20, pin: '5937' });
    expect(paid.json()).toMatchObject({ status: 'SUCCESSFUL', amount: 20 });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(30));
    expect(
      (await kit.call(settlementEndpoints.settlements, staff, kit.RANGE)).json().settlements,
    ).toHaveLength(1);
    const save = await kit.call(
      settlementEndpoints.saveAccount,
      staff,
      await kit.accountBody(owner, { pin: '5937' }),
    );
    expect(save.statusCode).toBe(403);
  });
});

describe('a settlement', () => {
  it('moves the amount from the wallet to the account and shows in the history', async () => {
    const owner = await kit.withAccount('GBP', 100);
    const response = await kit.settle(owner, 40);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 40,
      status: 'SUCCESSFUL',
      accountnumber: '12345678',
      bank: 'Barclays',
      message: messages.settlementRequested,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(60));
    expect(await kit.history(owner)).toEqual([
      expect.objectContaining({ amount: 40, accountnumber: '12345678', status: 'SUCCESSFUL' }),
    ]);
    const before = { ...kit.RANGE, endDate: new Date(Date.now() - 3_600_000).toISOString() };
    const none = await kit.call(settlementEndpoints.settlements, owner.headers, before);
    expect(none.json()).toEqual({ settlements: [] });
  });

  it('refuses 0, more than the balance, and a store without an account, moving nothing', async () => {
    const owner = await kit.withAccount('GBP', 30);
    const zero = await kit.settle(owner, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details.amount).toEqual([messages.enterValidAmount]);
    const tooMuch = await kit.settle(owner, 30.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: messages.enterValidAmount });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(30));
    expect(await kit.history(owner)).toEqual([]);
    const bare = await kit.merchant('GBP', 30);
    const noAccount = await kit.settle(bare, 10);
    expect(noAccount.json().error).toBe(messages.settlementAccountFirst);
  });

  it('is idempotent by ref: a retry answers the first outcome and moves nothing', async () => {
    const owner = await kit.withAccount('GBP', 100);
    const first = await kit.settle(owner, 25, 'stl-retry-0001');
    const again = await kit.settle(owner, 25, 'stl-retry-0001');
    expect(again.json()).toEqual(first.json());
    expect(await walletBalance(owner.body.systemid)).toBe(minor(75));
    const changed = await kit.settle(owner, 26, 'stl-retry-0001');
    expect(changed.statusCode).toBe(409);
    const thief = await kit.withAccount('GBP', 100);
    expect((await kit.settle(thief, 25, 'stl-retry-0001')).statusCode).toBe(404);
  });

  it('gives the money back when the bank fails it, and says so', async () => {
    const owner = await kit.withAccount('GBP', 100, '00000002');
    const response = await kit.settle(owner, 40);
    expect(response.json()).toMatchObject({ status: 'PENDING' });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(60));
    await vi.waitFor(async () => expect((await kit.history(owner))[0]?.status).toBe('FAILED'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(100));
  });

  it('never overdraws: of 12 parallel settlements of 10 from 50, exactly 5 go through', async () => {
    const owner = await kit.withAccount('GBP', 50);
    const responses = await Promise.all(Array.from({ length: 12 }, () => kit.settle(owner, 10)));
    const paid = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(await walletBalance(owner.body.systemid)).toBe(0n);
    expect(await kit.history(owner)).toHaveLength(5);
  });

  it('shares the PIN lock with transfers: 5 wrong PINs lock settlement too', async () => {
    const owner = await kit.withAccount('GBP', 50);
    for (let i = 0; i < 5; i += 1) {
      await kit.call(settlementEndpoints.settle, owner.headers, { amount: 1, pin: '0001' });
    }
    const locked = await kit.settle(owner, 1);
    expect(locked.statusCode).toBe(429);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(50));
  });
});
