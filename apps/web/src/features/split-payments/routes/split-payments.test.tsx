import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import type { SplitGroup, SplitPayee, SplitShare } from '@olivia/contracts/split-payments';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';

const id = (n: number) => `00000000-0000-4000-8000-0000000007${10 + n}`;
const page = <T,>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });

const payee = (n: number, overrides: Partial<SplitPayee> = {}): SplitPayee => ({
  id: id(n),
  name: ['Kemi Tailoring', 'Tunde Logistics'][n - 1] ?? `Payee ${n}`,
  bankcode: '044',
  bankname: 'Access Bank',
  accountnumber: `000000000${n}`,
  accountname: 'Sandbox Success Account',
  email: '',
  phone: '',
  active: true,
  paidout: 12_500,
  owed: n === 1 ? 2_000 : 0,
  schedule: n === 2 ? 'weekly' : 'instant',
  scheduleday: n === 2 ? 1 : 0,
  held: n === 2 ? 3_400 : 0,
  groups: 1,
  createdat: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const group: SplitGroup = {
  id: id(20),
  name: 'Tailor partners',
  type: 'percentage',
  bearer: 'store',
  members: [{ payeeid: id(1), payeename: 'Kemi Tailoring', share: 12.5 }],
  storefront: true,
  active: true,
  currency: 'NGN',
  payments: 4,
  paidout: 5_000,
  links: 2,
  invoices: 0,
  createdat: '2026-11-20T10:00:00.000Z',
};

const share: SplitShare = {
  id: id(30),
  groupid: group.id,
  groupname: group.name,
  payeeid: id(1),
  payeename: 'Kemi Tailoring',
  paymentreference: 'pl_ref1',
  description: 'payment link "Gele class" from Tolu',
  describe: { code: 'link', params: { link: 'Gele class', payer: 'Tolu' } },
  currency: 'NGN',
  paymentamount: 10_000,
  gross: 1_250,
  fee: 0,
  withheld: 500,
  net: 750,
  payoutref: 'spl_1',
  status: 'failed',
  batch: null,
  createdat: '2026-11-21T10:00:00.000Z',
};

/** Tunde's shares are paid weekly: one of them, in the batch of 30 November. */
const batched: SplitShare = {
  ...share,
  id: id(31),
  payeeid: id(2),
  payeename: 'Tunde Logistics',
  paymentreference: 'inv_ref2',
  description: 'invoice INV-0007 from Ada Obi',
  describe: { code: 'invoice', params: { number: 'INV-0007', payer: 'Ada Obi' } },
  withheld: 0,
  payoutref: 'splb_1',
  status: 'successful',
  batch: { period: '2026-11-30', schedule: 'weekly', shares: 3, net: 3_400, withheld: 0 },
};

const preview = {
  currency: 'NGN',
  amount: 10_000,
  transfer: {
    fee: 100,
    payees: [{ gross: 2_000, fee: 0, net: 2_000 }],
    store: { gross: 8_000, fee: 100, net: 7_900 },
  },
  card: {
    fee: 250,
    payees: [{ gross: 2_000, fee: 0, net: 2_000 }],
    store: { gross: 8_000, fee: 250, net: 7_750 },
  },
};

function render(path: string, session: Parameters<typeof signInAs>[0] = {}) {
  const api = fakeApi(
    fakeEndpoint(splitGroupEndpoints.list, () => page([group])),
    fakeEndpoint(splitGroupEndpoints.preview, () => preview),
    fakeEndpoint(splitGroupEndpoints.create, ({ body }) => ({
      ...group,
      id: id(21),
      name: (body as { name: string }).name,
    })),
    fakeEndpoint(splitPayeeEndpoints.list, () => page([payee(1), payee(2)])),
    fakeEndpoint(splitPayeeEndpoints.create, ({ body }) => payee(3, body as Partial<SplitPayee>)),
    fakeEndpoint(splitPayeeEndpoints.get, ({ params }) =>
      payee(Number(String(params.id).slice(-2)) - 10),
    ),
    fakeEndpoint(splitPayeeEndpoints.update, ({ body }) => payee(2, body as Partial<SplitPayee>)),
    fakeEndpoint(splitShareEndpoints.list, ({ query }) =>
      page([share, batched].filter((row) => !query.status || row.status === query.status)),
    ),
    fakeEndpoint(transferEndpoints.banks, () => ({
      banks: [{ code: '044', name: 'Access Bank' }],
    })),
  );
  signInAs(session);
  renderScreen(screenPaths.splitPayments, path);
  return { api, user: userEvent.setup() };
}

describe('/split-payments', () => {
  it('lists splits with who gets what and where each is used', async () => {
    render(screenPaths.splitPayments);
    const row = (await screen.findByText('Tailor partners')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Kemi Tailoring 12.5%');
    expect(row).toHaveTextContent('Shop, 2 links');
    expect(row).toHaveTextContent('₦5,000.00');
    expect(screen.getByRole('link', { name: 'New split' })).toBeInTheDocument();
  });

  it('makes a split, showing each party for ₦10,000 by transfer and card before saving', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}/new`);
    const drawer = (
      await screen.findByText('Who gets what of each payment. You keep what is left.')
    ).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(drawer).getByLabelText('Name'), 'Partners');
    await waitFor(() =>
      expect(within(drawer).getByRole('option', { name: /Kemi Tailoring/ })).toBeInTheDocument(),
    );
    await user.selectOptions(within(drawer).getByLabelText('Payee'), id(1));
    await user.type(within(drawer).getByLabelText('Share (%)'), '20');
    const sample = (await within(drawer).findByText('On a payment of ₦10,000.00')).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(sample).toHaveTextContent('₦7,900.00'));
    expect(sample).toHaveTextContent('₦7,750.00');
    expect(api.of(splitGroupEndpoints.preview).at(-1)?.body).toMatchObject({
      type: 'percentage',
      members: [{ share: 20 }],
      amount: 10_000,
    });
    await user.click(within(drawer).getByRole('button', { name: 'Create split' }));
    expect(await screen.findByText('Partners was created.')).toBeInTheDocument();
    expect(api.of(splitGroupEndpoints.create)[0]?.body).toMatchObject({
      name: 'Partners',
      type: 'percentage',
      bearer: 'store',
      members: [{ payeeid: id(1), share: 20 }],
    });
  });

  it('refuses percentages over 100 in the form, sending nothing', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}/new`);
    const drawer = (
      await screen.findByText('Who gets what of each payment. You keep what is left.')
    ).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(drawer).getByLabelText('Name'), 'Too much');
    await waitFor(() =>
      expect(within(drawer).getByRole('option', { name: /Kemi Tailoring/ })).toBeInTheDocument(),
    );
    await user.selectOptions(within(drawer).getByLabelText('Payee'), id(1));
    await user.type(within(drawer).getByLabelText('Share (%)'), '101');
    await user.click(within(drawer).getByRole('button', { name: 'Create split' }));
    expect(
      await within(drawer).findByText('The percentages add up to more than 100%'),
    ).toBeInTheDocument();
    expect(api.of(splitGroupEndpoints.create)).toHaveLength(0);
  });

  it('adds a payee at a bank, and lists what payees were paid and owe', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}/payees/new?view=payees`);
    const drawer = (
      await screen.findByText("The account is checked with the bank: its name is the bank's.")
    ).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(drawer).getByLabelText('Name'), 'Bisi Prints');
    await waitFor(() =>
      expect(within(drawer).getByRole('option', { name: 'Access Bank' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(drawer).getByLabelText('Bank'), '044');
    await user.type(within(drawer).getByLabelText('Account number'), '0000000001');
    await user.click(within(drawer).getByRole('button', { name: 'Add payee' }));
    expect(await screen.findByText('Bisi Prints was added.')).toBeInTheDocument();
    expect(api.of(splitPayeeEndpoints.create)[0]?.body).toMatchObject({
      name: 'Bisi Prints',
      bankcode: '044',
      accountnumber: '0000000001',
    });
    const row = (await screen.findByText('Kemi Tailoring')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Sandbox Success Account');
    expect(row).toHaveTextContent('₦2,000.00');
    expect(row).toHaveTextContent('At once');
    const weekly = screen.getByText('Tunde Logistics').closest('tr') as HTMLElement;
    expect(weekly).toHaveTextContent('Weekly, Monday');
    expect(weekly).toHaveTextContent('₦3,400.00');
  });

  it('puts a payee on a schedule: a day of the week for weekly, of the month for monthly', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}/payees/new?view=payees`);
    const drawer = (
      await screen.findByText("The account is checked with the bank: its name is the bank's.")
    ).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(drawer).getByLabelText('Name'), 'Weekly Prints');
    await waitFor(() =>
      expect(within(drawer).getByRole('option', { name: 'Access Bank' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(drawer).getByLabelText('Bank'), '044');
    await user.type(within(drawer).getByLabelText('Account number'), '0000000001');
    expect(within(drawer).queryByLabelText('Day of the week')).toBeNull();
    await user.selectOptions(within(drawer).getByLabelText('Payouts'), 'Monthly');
    expect(within(drawer).getByLabelText('Day of the month (1–28)')).toHaveValue('1');
    expect(within(drawer).queryByRole('option', { name: '29' })).toBeNull();
    await user.selectOptions(within(drawer).getByLabelText('Payouts'), 'Weekly');
    await user.selectOptions(within(drawer).getByLabelText('Day of the week'), 'Friday');
    await user.click(within(drawer).getByRole('button', { name: 'Add payee' }));
    expect(await screen.findByText('Weekly Prints was added.')).toBeInTheDocument();
    expect(api.of(splitPayeeEndpoints.create)[0]?.body).toMatchObject({
      name: 'Weekly Prints',
      schedule: 'weekly',
      scheduleday: 5,
    });
  });

  it('edits a weekly payee: the drawer shows their bank and their day', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}/payees/${id(2)}/edit?view=payees`);
    // The loading drawer first, then the payee's form.
    const drawer = (await screen.findByLabelText('Payouts')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await waitFor(() => expect(within(drawer).getByLabelText('Bank')).toHaveValue('044'));
    expect(within(drawer).getByLabelText('Payouts')).toHaveValue('weekly');
    expect(within(drawer).getByLabelText('Day of the week')).toHaveValue('1');
    await user.selectOptions(within(drawer).getByLabelText('Payouts'), 'At once');
    expect(within(drawer).queryByLabelText('Day of the week')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.of(splitPayeeEndpoints.update)[0]?.body).toMatchObject({
        bankcode: '044',
        schedule: 'instant',
      }),
    );
  });

  it('lists payouts with what refunds took back, filtered by status in the URL', async () => {
    const { api, user } = render(`${screenPaths.splitPayments}?view=payouts`);
    const row = (await screen.findByText('pl_ref1', { exact: false })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₦500.00');
    expect(row).toHaveTextContent('Failed, money back');
    expect(row).toHaveTextContent('Payment link “Gele class” from Tolu');
    const batch = screen.getByText('inv_ref2', { exact: false }).closest('tr') as HTMLElement;
    expect(batch).toHaveTextContent('Invoice INV-0007 from Ada Obi');
    expect(batch).toHaveTextContent('2026-11-30 payout of 3 shares');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() =>
      expect(api.of(splitShareEndpoints.list).at(-1)?.url).toContain('status=successful'),
    );
  });

  it('shows a sub-user the splits but no way to change them, and a pound store why there are none', async () => {
    render(screenPaths.splitPayments, { userCategory: 'OLIVIA_SUB_USER' });
    expect(await screen.findByText('Tailor partners')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New split' })).toBeNull();
  });

  it('tells a store paid in pounds that splits are for naira', async () => {
    render(screenPaths.splitPayments, { curAbbre: 'GBP', curSymbol: '£' });
    expect(
      await screen.findByText(
        'Split payments pay partners in Nigerian banks, so they are for stores paid in naira.',
      ),
    ).toBeInTheDocument();
  });
});
