import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { SettlementAccountRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { signUp, uniqueAddress, type SignedIn } from './factories';
import { PIN, setPin } from './transfers';
import { picture, uploadImage } from './uploads';

type Headers = Record<string, string>;

export const minor = (major: number) => BigInt(Math.round(major * 100));

/**
 * What the settlement tests do to an app: call an endpoint, make a store of a currency with its
 * PIN and some money, its account's request body (with a fresh ID upload), settle, read history.
 */
export function settlementKit(app: FastifyInstance) {
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

  return { call, idImage, merchant, accountBody, withAccount, settle, RANGE, history };
}
