import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type { CardPayment, CardPaymentDetail } from '@olivia/contracts/card-payments';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${10 + n}`;
const payment = (n: number, overrides: Partial<CardPayment> = {}): CardPayment => ({
  id: id(n),
  reference: `pl_ref${n}`,
  status: 'successful',
  purpose: 'link',
  purposeid: id(90),
  description: 'Gele tying class',
  payername: 'Tolu Adeyemi',
  payeremail: 'tolu@example.com',
  currency: 'NGN',
  amount: 15_000,
  fee: 325,
  net: 14_675,
  brand: 'visa',
  last4: '4081',
  bank: 'Guaranty Trust Bank',
  gatewayresponse: 'Approved',
  failurecategory: null,
  createdat: '2026-11-20T10:00:00.000Z',
  completedat: '2026-11-20T10:03:00.000Z',
  refunded: 0,
  ...overrides,
});
const declined = payment(2, {
  reference: 'pl_ref2',
  status: 'failed',
  gatewayresponse: 'Insufficient Funds',
  failurecategory: 'customer',
  payername: 'Bola Ade',
});
const detail = (row: CardPayment): CardPaymentDetail => ({
  ...row,
  bin: '408408',
  expiry: '09/28',
  provider: 'sandbox',
  transactionid: '4099260516',
  refundable: row.status === 'successful' ? row.amount - row.refunded : 0,
  refunds: [],
  steps: [
    { at: '2026-11-20T10:00:00.000Z', step: 'initialized', message: 'Payment page opened' },
    { at: '2026-11-20T10:01:00.000Z', step: 'failed', message: 'Insufficient Funds' },
  ],
});

function render(rows: CardPayment[], path: string = screenPaths.cardTransactions) {
  const api = fakeApi(
    fakeEndpoint(cardPaymentEndpoints.list, ({ query }) => {
      const content = rows.filter((row) => !query.status || row.status === query.status);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(cardPaymentEndpoints.get, ({ params }) => {
      const row = rows.find((r) => r.id === params.id);
      return row ? detail(row) : jsonResponse(404, { error: 'Not Found' });
    }),
  );
  signInAs();
  renderScreen(screenPaths.cardTransactions, path);
  return { api, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Card payments' });

describe('/transactions/card', () => {
  it('lists card payments with their card, bank and money; the status filter is asked of the server', async () => {
    const { api, user } = render([payment(1), declined]);
    const rows = within(await table());
    const paid = (await rows.findByText('pl_ref1')).closest('tr') as HTMLElement;
    expect(paid).toHaveTextContent('4081');
    expect(paid).toHaveTextContent('Guaranty Trust Bank');
    expect(paid).toHaveTextContent('₦14,675.00');
    expect(paid).toHaveTextContent('Successful');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(api.of(cardPaymentEndpoints.list).at(-1)?.url).toContain('status=failed'),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('pl_ref1')).toBeNull(),
    );
  });

  it('explains a failure in plain words and shows its steps', async () => {
    render([declined], `${screenPaths.cardTransactions}/${declined.id}`);
    expect(
      await screen.findByText(/suggest another card or a bank transfer/i, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Insufficient Funds').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Payment page opened').length).toBeGreaterThan(0);
    expect(screen.getByText('408408')).toBeInTheDocument();
  });

  it('says what appears here when there is nothing yet', async () => {
    render([]);
    expect(await screen.findByText('No card payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment links' })).toHaveAttribute(
      'href',
      screenPaths.paymentLinks,
    );
  });
});
