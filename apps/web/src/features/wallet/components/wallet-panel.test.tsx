import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { dashboard, mockWalletApi } from '../test/wallet-api';
import { WalletPanel } from './wallet-panel';

const region = () => screen.getByRole('region', { name: 'Wallet balance' });
const balance = () => within(region()).getAllByTestId('balance-amount');

describe('wallet panel (balance card)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the main user's balance, name, account and the other currencies", async () => {
    mockWalletApi({
      dashboard: () =>
        jsonResponse(200, {
          ...dashboard(1500),
          otherAccounts: [{ currency: 'USD', balance: 12.5 }],
        }),
    });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);

    expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
    expect(within(region()).getByText('Ada Stores')).toBeInTheDocument();
    expect(within(region()).getByText('NGN wallet')).toBeInTheDocument();
    expect(within(region()).getByText('0123456789')).toBeInTheDocument();
    expect(within(region()).getByText('Wema Bank · Ada Stores')).toBeInTheDocument();
    expect(within(region()).getByText('USD balance')).toBeInTheDocument();
    expect(within(region()).getByText('$12.50')).toBeInTheDocument();
  });

  it('says what the fixed account is for', async () => {
    mockWalletApi();
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    const account = await screen.findByRole('region', { name: "Your wallet's fixed account" });
    expect(account).toHaveTextContent(
      'This fixed account identifies your wallet; to add money, use Top up.',
    );
  });

  it.each([
    [
      'GBP: sort code and an 8-digit account number',
      'GBP',
      '99-12-34 00012345',
      [
        ['Sort code', '99-12-34', 'Copy sort code'],
        ['Account number', '00012345', 'Copy account number'],
      ],
    ],
    [
      'USD: an IBAN in groups of four',
      'USD',
      'GB82WEST12345698765432',
      [['IBAN', 'GB82 WEST 1234 5698 7654 32', 'Copy IBAN']],
    ],
    [
      'NGN: a 10-digit NUBAN',
      'NGN',
      '0123456789',
      [['Account number', '0123456789', 'Copy account number']],
    ],
  ] as const)(
    'shows the fixed account in its currency format, %s',
    async (_case, currency, stored, fields) => {
      mockWalletApi({
        dashboard: () =>
          jsonResponse(200, {
            ...dashboard(10),
            walletDetails: { ...dashboard(10).walletDetails, abbre: currency },
          }),
      });
      signInAs({ curAbbre: currency, staticaccountnumber: stored });
      renderAt('/dashboard', <WalletPanel />);
      const account = await screen.findByRole('region', { name: "Your wallet's fixed account" });
      const terms = within(account)
        .getAllByRole('term')
        .map((node) => node.textContent);
      const values = within(account).getAllByRole('definition');
      expect(terms).toEqual(fields.map(([term]) => term));
      fields.forEach(([, value, copy], index) => {
        expect(values[index]).toHaveTextContent(value ?? '');
        expect(
          within(values[index] as HTMLElement).getByRole('button', { name: copy }),
        ).toBeVisible();
      });
    },
  );

  it('masks every balance as asterisks and keeps that as maskBalance', async () => {
    mockWalletApi({
      dashboard: () =>
        jsonResponse(200, { ...dashboard(1500), otherAccounts: [{ currency: 'GBP', balance: 3 }] }),
    });
    signInAs();
    const user = userEvent.setup();
    renderAt('/dashboard', <WalletPanel />);
    await screen.findByText('₦1,500.00');

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance().map((node) => node.textContent)).toEqual(['******', '******']);
    expect(screen.queryByText('₦1,500.00')).not.toBeInTheDocument();
    expect(localStorage.getItem('maskBalance')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('₦1,500.00')).toBeInTheDocument();
    expect(localStorage.getItem('maskBalance')).toBe('false');
  });

  it('copies the account number and shows a check mark for 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockWalletApi();
    signInAs();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/dashboard', <WalletPanel />);
    await screen.findByText('₦1,500.00');

    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('0123456789');
    expect(screen.getByTestId('copied-check')).toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_400));
    expect(screen.getByTestId('copied-check')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('copied-check')).not.toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, for a sub-user without viewbalance', async () => {
    const api = mockWalletApi();
    signInAs({
      userCategory: 'OLIVIA_SUB_USER',
      setup: { controlchat: false, viewbalance: false },
    });
    renderAt('/dashboard', <WalletPanel />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Wallet balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
    expect(api.of(walletEndpoints.dashboard)).toHaveLength(0);
  });

  it('shows the card to a sub-user with viewbalance', async () => {
    mockWalletApi();
    signInAs({ userCategory: 'OLIVIA_SUB_USER', setup: { controlchat: false, viewbalance: true } });
    renderAt('/dashboard', <WalletPanel />);
    expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
  });

  it('says the balance is not available when the server withholds it', async () => {
    mockWalletApi({ dashboard: () => jsonResponse(200, dashboard(null)) });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });

  it('sends the last 7 days, from T00:00:00.000Z to T23:59:00.000Z', async () => {
    const api = mockWalletApi();
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    await screen.findByText('₦1,500.00');
    const body = api.of(walletEndpoints.dashboard)[0]?.body as Record<string, string>;
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(body.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:00\.000Z$/);
    const days = (Date.parse(body.endDate ?? '') - Date.parse(body.startDate ?? '')) / 86_400_000;
    expect(Math.floor(days)).toBe(7);
  });

  it('opens the Wallet Top Up dialog from Top up', async () => {
    mockWalletApi();
    signInAs();
    const user = userEvent.setup();
    renderAt('/dashboard', <WalletPanel />);
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('dialog', { name: 'Wallet Top Up' })).toBeInTheDocument();
  });
});
