import type { AgencyTransaction, TransactionDetail } from '@olivia/contracts/wallet';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const transaction = (index: number, overrides: Partial<AgencyTransaction> = {}) => ({
  id: `t${index}`,
  agencyTxn: 'TOP-UP',
  status: 'SUCCESSFUL',
  request: '',
  response: '',
  amount: 2500,
  direction: 'credit' as const,
  currency: 'NGN',
  createdat: '2026-03-05T14:07:00.000Z',
  modifiedat: '2026-03-05T14:07:00.000Z',
  createdby: 'ada@example.com',
  meaning: 'Wallet top-up by bank transfer to Wema Bank 0123456789',
  description: {
    code: 'topUpBankTransfer' as const,
    params: { bank: 'Wema Bank', account: '0123456789' },
  },
  ref: `top_ref${index}`,
  ...overrides,
});

/** A reports API holding `total` transactions, answering the page asked for. */
export function mockReports(total = 2) {
  return mockFetch((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const count = Math.max(0, Math.min(size, total - page * size));
    const content = Array.from({ length: count }, (_, i) => transaction(page * size + i + 1));
    return jsonResponse(200, { content, total, page, size });
  });
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

/** The detail of transaction `index`, as GET /reports/transactions/:id answers it. */
export const transactionDetail = (index: number, overrides: Partial<TransactionDetail> = {}) => ({
  ...transaction(index),
  fee: 25,
  paid: 2525,
  paymentRef: `evt_payment${index}`,
  providerReference: `SBX-top_ref${index}`,
  counterparty: { name: 'Olivia Sandbox', bank: 'Wema Bank', account: '0123456789' },
  timeline: [
    { event: 'requested' as const, at: '2026-03-05T14:00:00.000Z' },
    { event: 'created' as const, at: '2026-03-05T14:07:00.000Z' },
  ],
  ...overrides,
});
