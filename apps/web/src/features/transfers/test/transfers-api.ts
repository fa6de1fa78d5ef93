import type { Beneficiary, TransferResult, TransferValidation } from '@olivia/contracts/transfer';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation =
  | 'hasPin'
  | 'setPersonalPin'
  | 'setStaffPin'
  | 'banks'
  | 'validate'
  | 'transfer'
  | 'transferStaff'
  | 'beneficiaries'
  | 'deleteBeneficiary';

const PATHS: Record<string, Operation> = {
  '/api/olivia/agent/utilities/has-personal-pin': 'hasPin',
  '/api/olivia/agent/utilities/set-personal-pin': 'setPersonalPin',
  '/api/olivia/agent/utilities/set-staff-pin': 'setStaffPin',
  '/api/olivia/agent/transfer/bank-list': 'banks',
  '/api/olivia/agent/transfer/validation': 'validate',
  '/api/olivia/agent/transfer/transfer': 'transfer',
  '/api/olivia/agent/transfer/transfer-staff': 'transferStaff',
  '/api/olivia/agent/transfer/view/beneficiaries': 'beneficiaries',
  '/api/olivia/agent/transfer/delete/beneficiary': 'deleteBeneficiary',
};

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

/** A fake of the transfer and PIN API; each answer may be replaced. */
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
  const requests = mockFetch((request) => {
    const operation = PATHS[new URL(request.url, 'http://localhost').pathname];
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  return {
    of: (operation: Operation) =>
      requests.filter((r) => PATHS[new URL(r.url, 'http://localhost').pathname] === operation),
  };
}
