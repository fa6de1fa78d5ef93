import type {
  SettlementAccount,
  SettlementRecord,
  SettlementResult,
} from '@olivia/contracts/settlement';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** The settlement endpoints (and the image upload) by the names a test replaces answers with. */
const endpoints = {
  account: settlementEndpoints.account,
  saveAccount: settlementEndpoints.saveAccount,
  settlements: settlementEndpoints.settlements,
  settle: settlementEndpoints.settle,
  upload: uploadEndpoints.uploadImage,
  stepUp: securityEndpoints.stepUp,
};
type Operation = keyof typeof endpoints;

/** The link the upload answers with, as the server signs it. */
export const UPLOADED_ID = '/files/0a4b7c1e-2f3d-4e5a-8b6c-7d8e9f0a1b2c/1767225600.c2lnbmVk';

export const gbpAccount = (overrides: Partial<SettlementAccount> = {}): SettlementAccount => ({
  accountname: 'Ada Stores Ltd',
  accountnumber: '31926819',
  bank: 'Barclays',
  email: 'pay@ada.example',
  iban: '',
  identification: '/files/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b/1767225600.b2xk',
  phone: '+44 20 7946 0000',
  sortcode: '200000',
  ...overrides,
});

export const record = (overrides: Partial<SettlementRecord> = {}): SettlementRecord => ({
  ref: 'stl_0123456789abcdef01234567',
  accountnumber: '31926819',
  bank: 'Barclays',
  createdat: '2026-03-05T12:00:00.000Z',
  amount: 1250,
  status: 'PENDING',
  ...overrides,
});

export const result = (overrides: Partial<SettlementResult> = {}): SettlementResult => ({
  ...record(),
  amount: 250.5,
  message: 'Settlement requested',
  ...overrides,
});

/**
 * A fake of the settlement API (and the image upload) by their contract endpoints. Saving an
 * account makes the next read of it answer what was saved; each answer may be replaced. Tests
 * count requests with `of(endpoint)`.
 */
export function mockSettlementsApi(
  answers: Partial<Record<Operation, Answer>> = {},
  initial: SettlementAccount | null = gbpAccount(),
) {
  let account = initial;
  const defaults: Record<Operation, Answer> = {
    account: () => jsonResponse(200, { accounts: account }),
    saveAccount: ({ body }) => {
      const saved = body as Record<string, string>;
      account = {
        accountname: saved['name'] ?? '',
        accountnumber: saved['accountnumber'] ?? '',
        bank: saved['bank'] ?? '',
        email: saved['email'] ?? '',
        iban: saved['iban'] ?? '',
        identification: saved['identification'] ?? '',
        phone: saved['phone'] ?? '',
        sortcode: (saved['sortcode'] ?? '').replace(/\D/g, ''),
      };
      return jsonResponse(200, { status: 200, message: 'Account details set successfully' });
    },
    settlements: () => jsonResponse(200, { settlements: [] }),
    settle: () => jsonResponse(200, result()),
    upload: () => jsonResponse(200, { imageURL: UPLOADED_ID }),
    stepUp: ({ body }) =>
      (body as { code?: string }).code === '123456'
        ? jsonResponse(200, { status: 200, message: 'Code accepted' })
        : jsonResponse(400, { error: 'The code is not right. Try again' }),
  };
  const operations = Object.keys(endpoints) as Operation[];
  return fakeApi(
    ...operations.map((operation) =>
      fakeEndpoint(endpoints[operation], ({ request }) =>
        (answers[operation] ?? defaults[operation])(request),
      ),
    ),
  );
}
