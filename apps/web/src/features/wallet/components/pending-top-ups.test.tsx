import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { mockWalletApi, topUpList, topUpStatus } from '../test/wallet-api';
import { PendingTopUpsNotice } from './pending-top-ups-notice';
import { WalletPanel } from './wallet-panel';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const pendingTopUp = topUpStatus('PENDING', {
  reference: 'top_waiting01',
  walletNumber: '9811112222',
  expiresat: inMinutes(12.5),
});
const shortPaid = topUpStatus('UNDERPAID', {
  reference: 'top_short002',
  walletNumber: '9833334444',
  amountpaid: 1000,
  credited: 975,
  expiresat: inMinutes(20),
});

describe('pending top-ups on the balance card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each with the account, the amount due and the time left, which counts down', async () => {
    const api = mockWalletApi({
      list: () => jsonResponse(200, topUpList([pendingTopUp, shortPaid])),
    });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);

    const section = await screen.findByRole('region', { name: 'Pending top-ups' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('₦2,525.00 due');
    expect(first).toHaveTextContent('Wema Bank · 9811112222');
    expect(first).toHaveTextContent('TOP_WAITING01');
    expect(first).toHaveTextContent('12:30 left');
    expect(second).toHaveTextContent('₦1,525.00 due');
    await advance(30_000);
    expect(first).toHaveTextContent('12:00 left');
    expect(
      new URL(api.of(topUpEndpoints.list)[0]?.url ?? '', 'http://olivia.test').searchParams.get(
        'state',
      ),
    ).toBe('open');
  });

  it('shows no section while nothing is pending', async () => {
    mockWalletApi();
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    await screen.findByText('₦1,500.00');
    expect(screen.queryByRole('region', { name: 'Pending top-ups' })).toBeNull();
  });

  it('reopens an unpaid one at its payment details, with the time it has left', async () => {
    mockWalletApi({ list: () => jsonResponse(200, topUpList([pendingTopUp])) });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(
      await screen.findByRole('button', { name: 'View details of top-up TOP_WAITING01' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Top Up' });
    expect(within(dialog).getByTestId('top-up-account-number')).toHaveTextContent('9811112222');
    expect(within(dialog).getByText('Reference: TOP_WAITING01')).toBeVisible();
    expect(within(dialog).getByTestId('top-up-countdown')).toHaveTextContent(/^12:(30|29)$/);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  });

  it('reopens a short-paid one at polling, with what is still owed', async () => {
    mockWalletApi({
      list: () => jsonResponse(200, topUpList([shortPaid])),
      status: () => jsonResponse(200, shortPaid),
    });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(
      await screen.findByRole('button', { name: 'View details of top-up TOP_SHORT002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Top Up' });
    const owed = await within(dialog).findByRole('region', { name: 'What is still owed' });
    expect(within(owed).getByTestId('top-up-amount-due')).toHaveTextContent('₦1,525.00');
    expect(within(owed).getByText(/Send the rest to Wema Bank, account 9833334444/)).toBeVisible();
  });

  it('says Time up! at once for one that expired since the list was loaded', async () => {
    mockWalletApi({
      list: () => jsonResponse(200, topUpList([{ ...pendingTopUp, expiresat: inMinutes(0.01) }])),
    });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const open = await screen.findByRole('button', {
      name: 'View details of top-up TOP_WAITING01',
    });
    await advance(2_000);
    await user.click(open);
    expect(await screen.findByText('Time up!')).toBeInTheDocument();
  });
});

describe('pending top-ups notice (above the transactions)', () => {
  it('lists them and reopens one; shows nothing when there are none', async () => {
    mockWalletApi({ list: () => jsonResponse(200, topUpList([pendingTopUp])) });
    signInAs();
    const { unmount } = renderAt('/transactions/all', <PendingTopUpsNotice />);
    const user = userEvent.setup();
    const notice = await screen.findByRole('region', { name: 'Pending top-ups' });
    expect(notice).toHaveTextContent('Closing the top-up window does not cancel them');
    await user.click(
      within(notice).getByRole('button', { name: 'View details of top-up TOP_WAITING01' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Wallet Top Up' })).toBeVisible();
    unmount();

    const api = mockWalletApi();
    renderAt('/transactions/all', <PendingTopUpsNotice />);
    await waitFor(() => expect(api.of(topUpEndpoints.list)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Pending top-ups' })).toBeNull();
  });

  it('is hidden from a sub-user who may not see wallet figures', async () => {
    const api = mockWalletApi({ list: () => jsonResponse(200, topUpList([pendingTopUp])) });
    signInAs({
      userCategory: 'OLIVIA_SUB_USER',
      setup: { controlchat: false, viewbalance: false },
    });
    renderAt('/transactions/all', <PendingTopUpsNotice />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Pending top-ups' })).toBeNull();
    expect(api.of(topUpEndpoints.list)).toHaveLength(0);
  });
});
