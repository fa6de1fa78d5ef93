import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-mock';
import { signInAs } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render';
import { dashboard, mockWalletApi, topUpDetails, topUpStatus } from '../../test/wallet-api';
import { WalletPanel } from '../wallet-panel';

type User = ReturnType<typeof userEvent.setup>;

function renderPanel() {
  signInAs();
  renderAt('/dashboard', <WalletPanel />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Top up -> Wema Bank, 2500 -> Proceed, up to the payment details. */
async function reachDetails(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Top up' }));
  await user.click(await screen.findByRole('button', { name: /Channel/ }));
  await user.click(await screen.findByRole('option', { name: 'Wema Bank' }));
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2500');
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  await screen.findByTestId('top-up-account-number');
  return screen.getByRole('dialog', { name: 'Wallet Top Up' });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Wallet Top Up dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows where to pay, the total with the fee, and a countdown from timeoutinmins', async () => {
    mockWalletApi({ create: () => jsonResponse(200, topUpDetails({ timeoutinmins: 2.5 })) });
    const dialog = await reachDetails(renderPanel());

    expect(within(dialog).getByTestId('top-up-account-number')).toHaveTextContent('9912345678');
    expect(within(dialog).getByText('Olivia Sandbox / Ada Stores')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: TOP_AB12CD34')).toBeInTheDocument();
    expect(within(dialog).getByText('₦2,525.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₦25.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('top-up-countdown')).toHaveTextContent('02:30');
    await advance(10_000);
    expect(within(dialog).getByTestId('top-up-countdown')).toHaveTextContent('02:20');
    expect(within(dialog).getByRole('button', { name: 'Copy account number' })).toBeVisible();
  });

  it('polls at once on Confirm, then every 20 s, until Top-up successful; Done reloads', async () => {
    const api = mockWalletApi({
      status: (_request, call) =>
        jsonResponse(200, topUpStatus(call === 0 ? 'PENDING' : 'SUCCESSFUL')),
      dashboard: (_request, call) => jsonResponse(200, dashboard(call === 0 ? 1500 : 4000)),
    });
    const user = renderPanel();
    const dialog = await reachDetails(user);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('No payment received yet')).toBeInTheDocument();
    expect(api.of(topUpEndpoints.status)).toHaveLength(1);
    expect(api.of(topUpEndpoints.status)[0]?.body).toEqual({
      ordernumber: '',
      reference: 'top_ab12cd34',
    });
    const progress = within(dialog).getByRole('progressbar', { name: 'Payment received' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    await advance(19_000);
    expect(api.of(topUpEndpoints.status)).toHaveLength(1);
    // Time passing is not payment: the bar measures money received, not the countdown.
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('Received ₦0.00 of ₦2,525.00')).toBeVisible();
    await advance(1_000);
    expect(await within(dialog).findByText('Top-up successful')).toBeInTheDocument();
    expect(within(dialog).getByText('₦2,500.00 has been added to your wallet.')).toBeVisible();
    await advance(60_000);
    expect(api.of(topUpEndpoints.status)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Wallet Top Up' })).not.toBeInTheDocument();
    expect(await screen.findByText('₦4,000.00')).toBeInTheDocument();
    expect(api.of(walletEndpoints.dashboard)).toHaveLength(2);
  });

  it('after a short payment shows what was received, what reached the wallet and what is owed', async () => {
    mockWalletApi({
      status: () =>
        jsonResponse(200, topUpStatus('UNDERPAID', { amountpaid: 1000, credited: 975 })),
    });
    const user = renderPanel();
    const dialog = await reachDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await within(dialog).findByText('Paid amount is less than requested amount'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Received ₦1,000.00 of ₦2,525.00')).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Payment received' })).toHaveAttribute(
      'aria-valuenow',
      '39',
    );
    const owed = within(dialog).getByRole('region', { name: 'What is still owed' });
    expect(within(owed).getByText('Added to your wallet').nextSibling).toHaveTextContent('₦975.00');
    expect(within(owed).getByTestId('top-up-amount-due')).toHaveTextContent('₦1,525.00');
    expect(within(owed).getByText(/Send the rest to Wema Bank, account 9912345678/)).toBeVisible();
  });

  it('shows the message of an EXPIRED answer, and no amount owed before any payment', async () => {
    mockWalletApi({ status: () => jsonResponse(200, topUpStatus('EXPIRED')) });
    const user = renderPanel();
    const dialog = await reachDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('No Payment made')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'What is still owed' })).toBeNull();
  });

  it("shows 'Record does not exist' for an unknown reference; closing stops the polling", async () => {
    const api = mockWalletApi({
      status: () => jsonResponse(404, { error: 'Record does not exist' }),
    });
    const user = renderPanel();
    const dialog = await reachDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Record does not exist')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(60_000);
    expect(api.of(topUpEndpoints.status)).toHaveLength(1);
    expect(api.of(topUpEndpoints.cancel)).toHaveLength(0);
  });

  it("says 'Time up!' when the countdown ends first, and Retry goes back to the form", async () => {
    const api = mockWalletApi({
      create: () => jsonResponse(200, topUpDetails({ timeoutinmins: 1 })),
    });
    const user = renderPanel();
    const dialog = await reachDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('No payment received yet');

    await advance(60_000);
    expect(await within(dialog).findByText('Time up!')).toBeInTheDocument();
    const polls = api.of(topUpEndpoints.status).length;
    await advance(60_000);
    expect(api.of(topUpEndpoints.status)).toHaveLength(polls);

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(within(dialog).getByRole('button', { name: /Channel/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('offers a hosted payment page in a new window or inside the dialog', async () => {
    const url = 'https://checkout.paystack.com/abc123';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockWalletApi({ create: () => jsonResponse(200, topUpDetails({ walletNumber: url })) });
    const user = renderPanel();
    const dialog = await reachDetails(user);

    expect(within(dialog).getByTestId('top-up-account-number')).toHaveTextContent(url);
    await user.click(within(dialog).getByRole('button', { name: 'Open payment page' }));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Pay here' }));
    expect(within(dialog).getByTitle('Payment page')).toHaveAttribute('src', url);
    await user.click(within(dialog).getByRole('button', { name: 'Back to payment details' }));
    expect(within(dialog).getByRole('button', { name: 'Open payment page' })).toBeVisible();
  });

  it('has no open or iframe options for an account number', async () => {
    mockWalletApi();
    const dialog = await reachDetails(renderPanel());
    expect(within(dialog).queryByRole('button', { name: 'Open payment page' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Pay here' })).toBeNull();
  });
});
