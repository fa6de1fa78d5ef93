import type { AgencyTransaction, TransactionDetail } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

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

/** The transactions list holding `total` transactions, answering the page asked for. */
export const fakeTransactionsList = (total: number) =>
  fakeEndpoint(walletEndpoints.transactions, ({ query }) => {
    const page = Number(query.page);
    const size = Number(query.size);
    const count = Math.max(0, Math.min(size, total - page * size));
    const content = Array.from({ length: count }, (_, i) => transaction(page * size + i + 1));
    return { content, total, page, size };
  });

/** A reports API holding `total` transactions; the requests it received. */
export const mockReports = (total = 2) => fakeApi(fakeTransactionsList(total)).requests;

/** The transaction detail endpoint answering `details` by id, 404 for any other. */
export const fakeTransactionDetails = (details: TransactionDetail[]) =>
  fakeEndpoint(
    walletEndpoints.transaction,
    ({ params }) =>
      details.find((t) => t.id === params.id) ?? jsonResponse(404, { error: 'Not Found' }),
  );

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
