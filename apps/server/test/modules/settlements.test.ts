import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import type { SettlementAccountRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import { signUp, uniqueAddress, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import { PIN, setPin } from '../helpers/transfers';
import { picture, uploadImage } from '../helpers/uploads';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      provider: (webhookSecret) =>
        createSandboxProvider({ webhookSecret, quickSettleMs: 200, slowSettleMs: 1000 }),
    },
  );
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const minor = (major: number) => BigInt(Math.round(major * 100));

const call = (
  endpoint: (typeof settlementEndpoints)[keyof typeof settlementEndpoints],
  headers: Headers,
  payload?: object,
) =>
  app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    headers,
    remoteAddress: uniqueAddress(),
    ...(payload ? { payload } : {}),
  });

async function idImage(headers: Headers) {
  const response = await uploadImage(app, headers, await picture('png'), {
    purpose: 'identification',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}

/** A store of `currency` with its PIN set and `pounds` in its wallet (a sandbox top-up). */
async function merchant(currency: 'GBP' | 'USD' | 'CAD' = 'GBP', pounds = 0) {
  const owner = await signUp(app, { currency });
  await setPin(app, owner.headers);
  if (pounds > 0) {
    const created = await app.inject({
      method: 'POST',
      url: endpointUrl(topUpEndpoints.create),
      headers: owner.headers,
      payload: { amount: pounds, bank: 'SANDBOX' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: endpointUrl(sandboxBankEndpoints.pay),
      payload: { reference: created.json().reference },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return owner;
}

async function accountBody(owner: SignedIn, overrides: Partial<SettlementAccountRequest> = {}) {
  return {
    name: 'Amaka Eze',
    accountnumber: '12345678',
    bank: 'Barclays',
    sortcode: '20-00-00',
    iban: '',
    email: 'amaka@example.com',
    phone: '+447700900123',
    identification: await idImage(owner.headers),
    pin: PIN,
    ...overrides,
  };
}

async function withAccount(
  currency: 'GBP' | 'USD' = 'GBP',
  pounds = 0,
  accountnumber = '12345678',
) {
  const owner = await merchant(currency, pounds);
  const body =
    currency === 'GBP'
      ? await accountBody(owner, { accountnumber })
      : await accountBody(owner, {
          accountnumber,
          sortcode: '',
          iban: 'GB82 WEST 1234 5698 7654 32',
        });
  const saved = await call(settlementEndpoints.saveAccount, owner.headers, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return owner;
}

const settle = (owner: SignedIn, amount: number, ref?: string) =>
  call(settlementEndpoints.settle, owner.headers, { amount, pin: PIN, ...(ref ? { ref } : {}) });

const RANGE = {
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
  page: 0,
  size: 100,
};
const history = async (owner: SignedIn) =>
  (await call(settlementEndpoints.settlements, owner.headers, RANGE)).json().settlements;

describe('the settlement account', () => {
  it('is not set up at first, then set with a sort code and the PIN, and read back', async () => {
    const owner = await merchant('GBP');
    const empty = await call(settlementEndpoints.account, owner.headers);
    expect(empty.json()).toEqual({ accounts: null });
    const saved = await call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await accountBody(owner),
    );
    expect(saved.json()).toEqual({ status: 200, message: messages.accountDetailsSet });
    const { accounts } = (await call(settlementEndpoints.account, owner.headers)).json();
    expect(accounts).toMatchObject({
      accountname: 'Amaka Eze',
      accountnumber: '12345678',
      bank: 'Barclays',
      sortcode: '200000',
      iban: '',
      email: 'amaka@example.com',
      phone: '+447700900123',
    });
    const image = await app.inject({ url: accounts.identification });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('is edited in place (one per store)', async () => {
    const owner = await withAccount('GBP');
    const edited = await call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await accountBody(owner, { bank: 'Monzo', accountnumber: '87654321' }),
    );
    expect(edited.statusCode).toBe(200);
    const { accounts } = (await call(settlementEndpoints.account, owner.headers)).json();
    expect(accounts).toMatchObject({ bank: 'Monzo', accountnumber: '87654321' });
  });

  it('needs an IBAN with a good checksum outside the UK', async () => {
    const owner = await merchant('USD');
    const noIban = await call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await accountBody(owner, { sortcode: '' }),
    );
    expect(noIban.statusCode).toBe(400);
    expect(noIban.json().details.iban).toEqual([messages.required]);
    const badIban = await call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await accountBody(owner, { iban: 'GB82WEST12345698765433' }),
    );
    expect(badIban.json().details.iban).toEqual([messages.invalidIban]);
    const good = await call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await accountBody(owner, { iban: 'gb82 west 1234 5698 7654 32' }),
    );
    expect(good.statusCode, good.body).toBe(200);
    const { accounts } = (await call(settlementEndpoints.account, owner.headers)).json();
    expect(accounts).toMatchObject({ iban: 'GB82WEST12345698765432', sortcode: '' });
  });

  it('refuses bad fields, a wrong PIN and a foreign image, saving nothing', async () => {
    const owner = await merchant('GBP');
    const other = await signUp(app, { currency: 'GBP' });
    const cases: [Partial<SettlementAccountRequest>, string, string][] = [
      [{ sortcode: '' }, 'sortcode', messages.required],
      [{ sortcode: '12345' }, 'sortcode', messages.invalidSortCode],
      [{ accountnumber: '12ab' }, 'accountnumber', messages.accountNumberDigitsOnly],
      [{ name: '' }, 'name', messages.required],
      [{ bank: '' }, 'bank', messages.required],
      [{ email: 'not-an-email' }, 'email', messages.invalidEmail],
      [{ pin: '12' }, 'pin', messages.pinFourCharacters],
      [{ pin: '9999' }, 'pin', messages.incorrectPin],
      [{ identification: await idImage(other.headers) }, 'identification', messages.imageNotYours],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(
        settlementEndpoints.saveAccount,
        owner.headers,
        await accountBody(owner, change),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details?.[field], JSON.stringify(change)).toContain(message);
    }
    expect((await call(settlementEndpoints.account, owner.headers)).json()).toEqual({
      accounts: null,
    });
  });

  it("is each store's own: another store reads only its own", async () => {
    await withAccount('GBP');
    const other = await merchant('GBP');
    expect((await call(settlementEndpoints.account, other.headers)).json()).toEqual({
      accounts: null,
    });
  });
});

describe('deleting the account', () => {
  it('takes the settlement account, its ID image and the history with it', async () => {
    const owner = await withAccount('GBP', 50);
    expect((await settle(owner, 20)).statusCode).toBe(200);
    const { accounts } = (await call(settlementEndpoints.account, owner.headers)).json();
    const deleted = await app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.deleteAccount),
      headers: owner.headers,
      payload: { password: owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.inject({ url: accounts.identification })).statusCode).toBe(404);
  });
});

describe('who may settle', () => {
  it('refuses NGN stores, sub-users and no session', async () => {
    const naira = await signUp(app);
    await setPin(app, naira.headers);
    const ngnBody = await accountBody(naira);
    expect((await call(settlementEndpoints.saveAccount, naira.headers, ngnBody)).statusCode).toBe(
      403,
    );
    expect((await call(settlementEndpoints.settlements, naira.headers, RANGE)).statusCode).toBe(
      403,
    );
    expect((await call(settlementEndpoints.account, naira.headers)).statusCode).toBe(403);
    expect((await settle(naira, 10)).statusCode).toBe(403);
    const owner = await withAccount('GBP', 50);
    const staff = await staffHeaders(app, owner);
    expect((await call(settlementEndpoints.account, staff)).statusCode).toBe(403);
    expect(
      (await call(settlementEndpoints.settle, staff, { amount: 1, pin: PIN })).statusCode,
    ).toBe(403);
    expect((await call(settlementEndpoints.settlements, staff, RANGE)).statusCode).toBe(403);
    expect((await call(settlementEndpoints.account, {})).statusCode).toBe(401);
  });
});

describe('a sub-user allowed to pay out (SPEC §6)', () => {
  it('reads the account, settles to it with their own PIN and sees the history, but cannot change it', async () => {
    const owner = await withAccount('GBP', 50);
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    await setPin(app, staff, '5937', true);
    const { accounts } = (await call(settlementEndpoints.account, staff)).json();
    expect(accounts).toMatchObject({ accountnumber: '12345678' });
    const paid = await call(settlementEndpoints.settle, staff, { amount: 20, pin: '5937' });
    expect(paid.json()).toMatchObject({ status: 'SUCCESSFUL', amount: 20 });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(30));
    expect(
      (await call(settlementEndpoints.settlements, staff, RANGE)).json().settlements,
    ).toHaveLength(1);
    const save = await call(
      settlementEndpoints.saveAccount,
      staff,
      await accountBody(owner, { pin: '5937' }),
    );
    expect(save.statusCode).toBe(403);
  });
});

describe('a settlement', () => {
  it('moves the amount from the wallet to the account and shows in the history', async () => {
    const owner = await withAccount('GBP', 100);
    const response = await settle(owner, 40);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 40,
      status: 'SUCCESSFUL',
      accountnumber: '12345678',
      bank: 'Barclays',
      message: messages.settlementRequested,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(60));
    expect(await history(owner)).toEqual([
      expect.objectContaining({ amount: 40, accountnumber: '12345678', status: 'SUCCESSFUL' }),
    ]);
    const before = { ...RANGE, endDate: new Date(Date.now() - 3_600_000).toISOString() };
    const none = await call(settlementEndpoints.settlements, owner.headers, before);
    expect(none.json()).toEqual({ settlements: [] });
  });

  it('refuses 0, more than the balance, and a store without an account, moving nothing', async () => {
    const owner = await withAccount('GBP', 30);
    const zero = await settle(owner, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details.amount).toEqual([messages.enterValidAmount]);
    const tooMuch = await settle(owner, 30.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: messages.enterValidAmount });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(30));
    expect(await history(owner)).toEqual([]);
    const bare = await merchant('GBP', 30);
    const noAccount = await settle(bare, 10);
    expect(noAccount.json().error).toBe(messages.settlementAccountFirst);
  });

  it('is idempotent by ref: a retry answers the first outcome and moves nothing', async () => {
    const owner = await withAccount('GBP', 100);
    const first = await settle(owner, 25, 'stl-retry-0001');
    const again = await settle(owner, 25, 'stl-retry-0001');
    expect(again.json()).toEqual(first.json());
    expect(await walletBalance(owner.body.systemid)).toBe(minor(75));
    const changed = await settle(owner, 26, 'stl-retry-0001');
    expect(changed.statusCode).toBe(409);
    const thief = await withAccount('GBP', 100);
    expect((await settle(thief, 25, 'stl-retry-0001')).statusCode).toBe(404);
  });

  it('gives the money back when the bank fails it, and says so', async () => {
    const owner = await withAccount('GBP', 100, '00000002');
    const response = await settle(owner, 40);
    expect(response.json()).toMatchObject({ status: 'PENDING' });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(60));
    await vi.waitFor(async () => expect((await history(owner))[0]?.status).toBe('FAILED'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(100));
  });

  it('never overdraws: of 12 parallel settlements of 10 from 50, exactly 5 go through', async () => {
    const owner = await withAccount('GBP', 50);
    const responses = await Promise.all(Array.from({ length: 12 }, () => settle(owner, 10)));
    const paid = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(await walletBalance(owner.body.systemid)).toBe(0n);
    expect(await history(owner)).toHaveLength(5);
  });

  it('shares the PIN lock with transfers: 5 wrong PINs lock settlement too', async () => {
    const owner = await withAccount('GBP', 50);
    for (let i = 0; i < 5; i += 1) {
      await call(settlementEndpoints.settle, owner.headers, { amount: 1, pin: '0001' });
    }
    const locked = await settle(owner, 1);
    expect(locked.statusCode).toBe(429);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(50));
  });
});
