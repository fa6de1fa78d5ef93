import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type {
  CardPayment,
  CardPaymentDetail,
  CardRefundRequest,
} from '@olivia/contracts/card-payments';
import { messages } from '@olivia/contracts/messages';
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

function render(
  rows: CardPayment[],
  path: string = screenPaths.cardTransactions,
  options: {
    refund?: (body: CardRefundRequest) => Response | CardPaymentDetail;
    staff?: boolean;
  } = {},
) {
  const api = fakeApi(
    fakeEndpoint(cardPaymentEndpoints.refund, ({ params, body }) => {
      const row = rows.find((r) => r.id === params.id);
      if (!row) return jsonResponse(404, { error: 'Not Found' });
      return options.refund?.(body as CardRefundRequest) ?? detail(row);
    }),
    fakeEndpoint(cardPaymentEndpoints.list, ({ query }) => {
      const content = rows.filter((row) => !query.status || row.status === query.status);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(cardPaymentEndpoints.get, ({ params }) => {
      const row = rows.find((r) => r.id === params.id);
      return row ? detail(row) : jsonResponse(404, { error: 'Not Found' });
    }),
  );
  signInAs(options.staff ? { userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: false } : {});
  renderScreen(screenPaths.cardTransactions, path);
  return { api, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Card payments' });

/** Taps the PIN on the drawer's keypad, as a phone user does. */
async function tapPin(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement, pin: string) {
  const keypad = within(drawer).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

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

  it("marks refunded payments in the list, and lists a payment's refunds with what is left", async () => {
    const refunded = payment(3, { reference: 'pl_ref3', refunded: 5_000 });
    render([refunded, payment(4, { reference: 'pl_ref4', refunded: 15_000 })]);
    const rows = within(await table());
    expect((await rows.findByText('pl_ref3')).closest('tr')).toHaveTextContent('Partly refunded');
    expect(rows.getByText('pl_ref4').closest('tr')).toHaveTextContent('Refunded');
  });

  it(
    'refunds part of a payment with the PIN under one ref, kept when it is sent again',
    { timeout: 40_000 },
    async () => {
      let refuse = true;
      const { api, user } = render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}`, {
        refund: () =>
          refuse
            ? jsonResponse(400, {
                error: messages.incorrectPin,
                details: { pin: [messages.incorrectPin] },
              })
            : {
                ...detail(payment(1, { refunded: 4_000 })),
                refundable: 11_000,
                refunds: [
                  {
                    id: id(50),
                    ref: 'r',
                    status: 'pending',
                    currency: 'NGN',
                    amount: 4_000,
                    reason: 'Damaged',
                    failure: '',
                    requestedby: 'Ada Obi',
                    createdat: '2026-11-21T10:00:00.000Z',
                    completedat: null,
                  },
                ],
              },
      });
      await user.click(await screen.findByRole('link', { name: 'Refund' }));
      const drawer = (await screen.findByText('Refund a card payment')).closest(
        '[role="dialog"]',
      ) as HTMLElement;
      expect(within(drawer).getByLabelText('Amount to refund')).toHaveValue(15_000);
      await user.clear(within(drawer).getByLabelText('Amount to refund'));
      await user.type(within(drawer).getByLabelText('Amount to refund'), '15000.01');
      await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
      expect(
        await within(drawer).findByText('The refund is more than what is left to refund'),
      ).toBeInTheDocument();
      expect(
        within(drawer).getByLabelText('Reason (the customer sees it)'),
      ).toHaveAccessibleDescription('Field is required');
      expect(api.of(cardPaymentEndpoints.refund)).toHaveLength(0);

      await user.clear(within(drawer).getByLabelText('Amount to refund'));
      await user.type(within(drawer).getByLabelText('Amount to refund'), '4000');
      await user.type(within(drawer).getByLabelText('Reason (the customer sees it)'), 'Damaged');
      await tapPin(user, drawer, '1234');
      await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
      expect(await within(drawer).findByText('Incorrect PIN')).toBeInTheDocument();
      refuse = false;
      await tapPin(user, drawer, '1234');
      await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
      expect(
        await screen.findByText('A refund of ₦4,000.00 to Tolu Adeyemi was requested.'),
      ).toBeInTheDocument();
      const [first, second] = api
        .of(cardPaymentEndpoints.refund)
        .map((call) => call.body as CardRefundRequest);
      expect(first).toMatchObject({ amount: 4_000, reason: 'Damaged', pin: '1234' });
      expect(second?.ref).toBe(first?.ref);
      expect(first?.ref).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('offers no refund to a sub-user who may not move money', async () => {
    render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}`, { staff: true });
    expect(await screen.findByText('Refunds')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Refund' })).toBeNull();
  });
});
