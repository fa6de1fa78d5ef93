import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { TransferRequest, TransferValidation } from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { signUp, uniqueAddress } from './factories';

type Headers = Record<string, string>;

/** The sandbox's payout test accounts (README). */
export const SANDBOX_ACCOUNTS = {
  success: '0000000001',
  fails: '0000000002',
  notFound: '0000000003',
  delayed: '0000000004',
  timeout: '0000000005',
  reverses: '0000000006',
} as const;
export const ACCESS_BANK = '044';
export const PIN = '4826';

/** Tops the store's wallet up by `naira` through a sandbox top-up paid in full. */
export async function fundWallet(app: FastifyInstance, headers: Headers, naira: number) {
  const created = await app.inject({
    method: 'POST',
    url: endpointUrl(topUpEndpoints.create),
    headers,
    payload: { amount: naira, bank: '035' },
  });
  expect(created.statusCode, `create ${created.body}`).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: endpointUrl(sandboxBankEndpoints.pay),
    payload: { reference: created.json().reference },
  });
  expect(paid.statusCode, `pay ${paid.body}`).toBe(200);
}

export async function setPin(app: FastifyInstance, headers: Headers, newpin = PIN) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(pinEndpoints.setPersonalPin),
    headers,
    payload: { newpin },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode).toBe(200);
}

/** The main user sets the store's staff PIN, which its sub-users type (ADR 0039). */
export async function setStaffPin(
  app: FastifyInstance,
  ownerHeaders: Headers,
  newpin = PIN,
  oldpin?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(pinEndpoints.setStaffPin),
    headers: ownerHeaders,
    payload: oldpin === undefined ? { newpin } : { oldpin, newpin },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

export const validate = (
  app: FastifyInstance,
  headers: Headers,
  body: { accountnumber: string; amount: number; bankcode?: string },
) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(transferEndpoints.validate),
    headers,
    payload: { bankcode: ACCESS_BANK, fee: 0, ...body },
    remoteAddress: uniqueAddress(),
  });

export async function quote(
  app: FastifyInstance,
  headers: Headers,
  body: { accountnumber: string; amount: number },
): Promise<TransferValidation> {
  const response = await validate(app, headers, body);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The transfer body for a quote, as the wizard sends it. */
export const transferBody = (
  validation: TransferValidation,
  overrides: Partial<TransferRequest> = {},
): TransferRequest => ({
  account: validation.accountnumber,
  accountname: validation.beneficiary,
  addtobeneficiary: false,
  bankcode: ACCESS_BANK,
  narration: 'Fabric supplier',
  pin: PIN,
  ref: validation.ref,
  ...overrides,
});

export const sendTransfer = (
  app: FastifyInstance,
  headers: Headers,
  body: unknown,
  staff = false,
) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(staff ? transferEndpoints.transferStaff : transferEndpoints.transfer),
    headers,
    payload: body as Record<string, unknown>,
  });

/** A main user with a PIN and ₦`naira` in the wallet. */
export async function merchantWithMoney(app: FastifyInstance, naira: number) {
  const owner = await signUp(app);
  await setPin(app, owner.headers);
  if (naira > 0) await fundWallet(app, owner.headers, naira);
  return owner;
}

/** Naira as minor units. */
export const minor = (naira: number) => BigInt(Math.round(naira * 100));
