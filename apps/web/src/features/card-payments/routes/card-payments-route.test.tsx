import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type {
  CardPayment,
  CardPaymentDetail,
  CardRefund,
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

const refund = (n: number, overrides: Partial<CardRefund> = {}): CardRefund => ({
  id: id(n),
  ref: `00000000-0000-4000-9000-0000000000${n}`,
  status: 'pending',
  currency: 'NGN',
  amount: 1_000,
  reason: 'Damaged',
  failure: '',
  requestedby: 'Ada Obi',
  createdat: '2026-11-21T10:00:00.000Z',
  completedat: null,
  ...overrides,
});

function render(
  rows: CardPayment[],
  path: string = screenPaths.cardTransactions,
  options: {
    refund?: (body: CardRefundRequest) => Response | CardPaymentDetail;
    /** The detail the server answers for a row (by default none refunded yet). */
    details?: (row: CardPayment) => CardPaymentDetail;
    /** A sub-user: without transfers, or allowed to transfer. */
    staff?: boolean | 'transfers';
  } = {},
) {
  /** What a refund changed, as the server keeps it: the list and the detail answer it after. */
  const refunded = new Map<string, CardPaymentDetail>();
  const current = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return row && (refunded.get(id) ?? options.details?.(row) ?? detail(row));
  };
  const api = fakeApi(
    fakeEndpoint(cardPaymentEndpoints.refund, ({ params, body }) => {
      const row = current(params.id);
      if (!row) return jsonResponse(404, { error: 'Not Found' });
      const answer = options.refund?.(body as CardRefundRequest) ?? row;
      if (!(answer instanceof Response)) refunded.set(params.id, answer);
      return answer;
    }),
    fakeEndpoint(cardPaymentEndpoints.list, ({ query }) => {
      const content = rows
        .map((row) => ({ ...row, refunded: refunded.get(row.id)?.refunded ?? row.refunded }))
        .filter((row) => !query.status || row.status === query.status);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(cardPaymentEndpoints.get, ({ params }) => {
      return current(params.id) ?? jsonResponse(404, { error: 'Not Found' });
    }),
  );
  signInAs(
    options.staff
      ? { userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: options.staff === 'transfers' }
      : {},
  );
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

  it('marks refunded and partly refunded payments in the list, and no others', async () => {
    render([
      payment(3, { reference: 'pl_ref3', refunded: 5_000 }),
      payment(4, { reference: 'pl_ref4', refunded: 15_000 }),
      payment(5, { reference: 'pl_ref5' }),
    ]);
    const rows = within(await table());
    const row = async (reference: string) =>
      within((await rows.findByText(reference)).closest('tr') as HTMLElement);
    expect((await row('pl_ref3')).getByText('Partly refunded')).toBeInTheDocument();
    expect((await row('pl_ref4')).getByText('Refunded')).toBeInTheDocument();
    expect((await row('pl_ref4')).queryByText('Partly refunded')).toBeNull();
    expect((await row('pl_ref5')).queryByText(/refunded/i)).toBeNull();
  });

  it("shows a payment's refunds, each with its state, reason, who and when, and what is left", async () => {
    const paid = payment(1, { refunded: 6_000 });
    render([paid], `${screenPaths.cardTransactions}/${id(1)}`, {
      details: (row) => ({
        ...detail(row),
        refundable: 9_000,
        refunds: [
          refund(51, { amount: 4_000, status: 'processed', reason: 'Wrong size' }),
          refund(52, { amount: 2_000, status: 'pending', reason: 'Late delivery' }),
          refund(53, {
            amount: 1_500,
            status: 'failed',
            reason: 'Duplicate',
            failure: 'Card account closed',
            requestedby: 'Tunde Bello',
          }),
        ],
      }),
    });
    const section = within(
      (await screen.findByRole('heading', { name: 'Refunds' })).closest('section') as HTMLElement,
    );
    expect(section.getByText('Left to refund:', { exact: false })).toHaveTextContent(
      'Left to refund: ₦9,000.00',
    );
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('₦4,000.00');
    expect(items[0]).toHaveTextContent('Processed');
    expect(items[0]).toHaveTextContent('Wrong size');
    expect(items[0]).toHaveTextContent('Ada Obi');
    expect(items[1]).toHaveTextContent('Pending');
    expect(items[2]).toHaveTextContent('Failed');
    expect(items[2]).toHaveTextContent('Card account closed');
    expect(items[2]).toHaveTextContent('Tunde Bello');
    expect(section.getByRole('link', { name: 'Refund' })).toHaveAttribute(
      'href',
      `${screenPaths.cardTransactions}/${id(1)}/refund`,
    );
  });

  it('offers no refund once nothing is left', async () => {
    render([payment(1, { refunded: 15_000 })], `${screenPaths.cardTransactions}/${id(1)}`);
    expect(await screen.findByText('Left to refund:', { exact: false })).toHaveTextContent('₦0.00');
    expect(screen.queryByRole('link', { name: 'Refund' })).toBeNull();
  });

  it('has no refunds for a payment that did not succeed', async () => {
    render([declined], `${screenPaths.cardTransactions}/${declined.id}`);
    expect(await screen.findByText('408408', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Left to refund:', { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Refund' })).toBeNull();
  });

  it(
    'refunds part of a payment with the PIN under one ref, kept when it is sent again',
    { timeout: 40_000 },
    async () => {
      let refuse = true;
      const { api, user } = render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}`, {
        refund: (body) =>
          refuse
            ? jsonResponse(400, {
                error: messages.incorrectPin,
                details: { pin: [messages.incorrectPin] },
              })
            : {
                ...detail(payment(1, { refunded: body.amount })),
                refundable: 15_000 - body.amount,
                refunds: [refund(50, { amount: body.amount, reason: body.reason })],
              },
      });
      await user.click(await screen.findByRole('link', { name: 'Refund' }));
      const drawer = (await screen.findByText('Refund a card payment')).closest(
        '[role="dialog"]',
      ) as HTMLElement;
      const amount = within(drawer).getByLabelText('Amount to refund');
      const submit = () => user.click(within(drawer).getByRole('button', { name: 'Refund' }));
      expect(amount).toHaveValue(15_000);
      expect(drawer).toHaveTextContent("Olivia's card fee is not returned");

      await user.clear(amount);
      await user.type(amount, '15000.01');
      await tapPin(user, drawer, '123');
      await submit();
      expect(
        await within(drawer).findByText('The refund is more than what is left to refund'),
      ).toBeInTheDocument();
      expect(
        within(drawer).getByLabelText('Reason (the customer sees it)'),
      ).toHaveAccessibleDescription('Field is required');
      expect(within(drawer).getByText('PIN must be four characters')).toBeInTheDocument();
      expect(api.of(cardPaymentEndpoints.refund)).toHaveLength(0);

      await user.clear(amount);
      await user.type(amount, '4000');
      await user.type(within(drawer).getByLabelText('Reason (the customer sees it)'), 'Damaged');
      await tapPin(user, drawer, '4');
      await submit();
      expect(await within(drawer).findByText('Incorrect PIN')).toBeInTheDocument();
      refuse = false;
      await tapPin(user, drawer, '1234');
      await submit();
      expect(
        await screen.findByText('Refund of ₦4,000.00 to Tolu Adeyemi requested.'),
      ).toBeInTheDocument();
      const [first, second] = api
        .of(cardPaymentEndpoints.refund)
        .map((call) => call.body as CardRefundRequest);
      expect(first).toMatchObject({ amount: 4_000, reason: 'Damaged', pin: '1234' });
      expect(second?.ref).toBe(first?.ref);
      expect(first?.ref).toMatch(/^[0-9a-f-]{36}$/);

      // The detail shows the new refund and what is left; the list was asked again.
      const section = within(
        (await screen.findByRole('heading', { name: 'Refunds' })).closest('section') as HTMLElement,
      );
      expect(await section.findByText('Damaged')).toBeInTheDocument();
      expect(section.getByText('Left to refund:', { exact: false })).toHaveTextContent(
        '₦11,000.00',
      );
      const row = (await within(screen.getByRole('table')).findByText('pl_ref1')).closest('tr');
      await waitFor(() => expect(row).toHaveTextContent('Partly refunded'));
    },
  );

  it('offers no refund to a sub-user who may not move money, even by its address', async () => {
    render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}`, { staff: true });
    expect(await screen.findByText('Refunds')).toBeInTheDocument();
    expect(screen.getByText('Left to refund:', { exact: false })).toHaveTextContent('₦15,000.00');
    expect(screen.queryByRole('link', { name: 'Refund' })).toBeNull();
  });

  it('sends a sub-user who may not move money from the refund form back to the payment', async () => {
    render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}/refund`, { staff: true });
    expect(await screen.findByText('Left to refund:', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Refund a card payment')).toBeNull();
    expect(screen.queryByLabelText('Amount to refund')).toBeNull();
  });

  it('lets a sub-user allowed to transfer refund', async () => {
    render([payment(1)], `${screenPaths.cardTransactions}/${id(1)}`, { staff: 'transfers' });
    expect(await screen.findByRole('link', { name: 'Refund' })).toBeInTheDocument();
  });
});
