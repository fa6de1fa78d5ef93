import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import type { SettlementAccountRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { signUp } from '../helpers/factories';
import { settlementKit } from '../helpers/settlements';
import { auditOf } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import { storeIdOf } from '../helpers/uploads';

let app: FastifyInstance;
let kit: ReturnType<typeof settlementKit>;
beforeAll(async () => {
  app = await buildTestApp();
  kit = settlementKit(app);
});
afterAll(() => app.close());

describe('the settlement account', () => {
  it('is not set up at first, then set with a sort code and the PIN, and read back', async () => {
    const owner = await kit.merchant('GBP');
    const empty = await kit.call(settlementEndpoints.account, owner.headers);
    expect(empty.json()).toEqual({ accounts: null });
    const saved = await kit.call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await kit.accountBody(owner),
    );
    expect(saved.json()).toEqual({ status: 200, message: messages.accountDetailsSet });
    const { accounts } = (await kit.call(settlementEndpoints.account, owner.headers)).json();
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
    const owner = await kit.withAccount('GBP');
    const edited = await kit.call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await kit.accountBody(owner, { bank: 'Monzo', accountnumber: '87654321' }),
    );
    expect(edited.statusCode).toBe(200);
    // the account log says who set it up and what an edit changed
    const log = await auditOf(await storeIdOf(owner.email));
    const saves = log.filter((row) => row.action.startsWith('settlement_account.'));
    expect(saves.map((row) => row.action)).toEqual([
      'settlement_account.created',
      'settlement_account.updated',
    ]);
    expect(saves[1]?.changes).toMatchObject({
      bank: { from: 'Barclays', to: 'Monzo' },
      accountNumber: { from: '12345678', to: '87654321' },
    });
    const { accounts } = (await kit.call(settlementEndpoints.account, owner.headers)).json();
    expect(accounts).toMatchObject({ bank: 'Monzo', accountnumber: '87654321' });
  });

  it('needs an IBAN with a good checksum outside the UK', async () => {
    const owner = await kit.merchant('USD');
    const noIban = await kit.call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await kit.accountBody(owner, { sortcode: '' }),
    );
    expect(noIban.statusCode).toBe(400);
    expect(noIban.json().details.iban).toEqual([messages.required]);
    const badIban = await kit.call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await kit.accountBody(owner, { iban: 'GB82WEST12345698765433' }),
    );
    expect(badIban.json().details.iban).toEqual([messages.invalidIban]);
    const good = await kit.call(
      settlementEndpoints.saveAccount,
      owner.headers,
      await kit.accountBody(owner, { iban: 'gb82 west 1234 5698 7654 32' }),
    );
    expect(good.statusCode, good.body).toBe(200);
    const { accounts } = (await kit.call(settlementEndpoints.account, owner.headers)).json();
    expect(accounts).toMatchObject({ iban: 'GB82WEST12345698765432', sortcode: '' });
  });

  it('refuses bad fields, a wrong PIN and a foreign image, saving nothing', async () => {
    const owner = await kit.merchant('GBP');
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
      [
        { identification: await kit.idImage(other.headers) },
        'identification',
        messages.imageNotYours,
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await kit.call(
        settlementEndpoints.saveAccount,
        owner.headers,
        await kit.accountBody(owner, change),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details?.[field], JSON.stringify(change)).toContain(message);
    }
    expect((await kit.call(settlementEndpoints.account, owner.headers)).json()).toEqual({
      accounts: null,
    });
  });

  it("is each store's own: another store reads only its own", async () => {
    await kit.withAccount('GBP');
    const other = await kit.merchant('GBP');
    expect((await kit.call(settlementEndpoints.account, other.headers)).json()).toEqual({
      accounts: null,
    });
  });
});

describe('deleting the account', () => {
  it('takes the settlement account, its ID image and the history with it', async () => {
    const owner = await kit.withAccount('GBP', 50);
    expect((await kit.settle(owner, 20)).statusCode).toBe(200);
    const { accounts } = (await kit.call(settlementEndpoints.account, owner.headers)).json();
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
