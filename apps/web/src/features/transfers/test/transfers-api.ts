import type { Beneficiary, TransferResult, TransferValidation } from '@olivia/contracts/transfer';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** The transfer and PIN endpoints by the names a test replaces their answers with. */
const endpoints = {
  hasPin: pinEndpoints.hasPersonalPin,
  setPersonalPin: pinEndpoints.setPersonalPin,
  setStaffPin: pinEndpoints.setStaffPin,
  banks: transferEndpoints.banks,
  validate: transferEndpoints.validate,
  transfer: transferEndpoints.transfer,
  transferStaff: transferEndpoints.transferStaff,
  beneficiaries: transferEndpoints.beneficiaries,
  deleteBeneficiary: transferEndpoints.deleteBeneficiary,
};
type Operation = keyof typeof endpoints;

export const validation: TransferValidation = {
  beneficiary: 'Chinwe Okafor',
  bankname: 'Access Bank',
  accountnumber: '0123456789',
  amount: 2500,
  fee: 10,
  ref: 'trf_abcdefghij0123456789',
};

export const result = (overrides: Partial<TransferResult> = {}): TransferResult => ({
  status: 'SUCCESSFUL',
  message: 'Transfer successful',
  ref: validation.ref,
  amount: 2500,
  fee: 10,
  total: 2510,
  accountname: 'Chinwe Okafor',
  accountnumber: '0123456789',
  bankname: 'Access Bank',
  ...overrides,
});

export const beneficiary = (overrides: Partial<Beneficiary> = {}): Beneficiary => ({
  id: '00000000-0000-4000-8000-000000000001',
  beneficiary: 'Bayo Adeyemi',
  accountnumber: '1234567890',
  bankcode: '058',
  bankname: 'Guaranty Trust Bank',
  ...overrides,
});

/**
 * A fake of the transfer and PIN API by their contract endpoints; each answer may be replaced.
 * Tests count requests with `of(endpoint)`.
 */
export function mockTransfersApi(answers: Partial<Record<Operation, Answer>> = {}) {
  const saved = [beneficiary()];
  const defaults: Record<Operation, Answer> = {
    hasPin: () => jsonResponse(200, { status: 200, message: 'Pin set' }),
    setPersonalPin: () => jsonResponse(200, { status: 200, message: 'PIN set successfully' }),
    setStaffPin: () => jsonResponse(200, { status: 200, message: 'PIN set successfully' }),
    banks: () =>
      jsonResponse(200, {
        banks: [
          { code: '044', name: 'Access Bank' },
          { code: '058', name: 'Guaranty Trust Bank' },
        ],
      }),
    validate: () => jsonResponse(200, validation),
    transfer: () => jsonResponse(200, result()),
    transferStaff: () => jsonResponse(200, result()),
    beneficiaries: () => jsonResponse(200, { beneficiaries: saved }),
    deleteBeneficiary: ({ headers }) => {
      saved.splice(
        saved.findIndex((b) => b.id === headers.get('id')),
        1,
      );
      return jsonResponse(200, { status: 200, message: 'Beneficiary deleted' });
    },
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
