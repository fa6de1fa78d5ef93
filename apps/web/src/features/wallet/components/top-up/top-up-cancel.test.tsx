import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-mock';
import { signInAs } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render';
import { mockWalletApi, topUpStatus } from '../../test/wallet-api';
import { WalletPanel } from '../wallet-panel';

type User = ReturnType<typeof userEvent.setup>;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openPolling(): Promise<{ user: User; dialog: HTMLElement }> {
  signInAs();
  renderAt('/dashboard', <WalletPanel />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Top up' }));
  await user.click(await screen.findByRole('button', { name: /Channel/ }));
  await user.click(await screen.findByRole('option', { name: 'Wema Bank' }));
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2500');
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wallet Top Up' });
  await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
  await within(dialog).findByText('No payment received yet');
  return { user, dialog };
}

describe('cancelling a top-up', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks first, saying in words that money sent later is still credited', async () => {
    const api = mockWalletApi();
    const { user, dialog } = await openPolling();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel top-up' }));
    const question = within(dialog).getByRole('region', { name: 'Cancel this top-up?' });
    expect(question).toHaveTextContent(
      'Money that still reaches Wema Bank 9912345678 after you cancel is added to your wallet all the same, so nothing you send is lost.',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep waiting' }));
    expect(within(dialog).queryByRole('region', { name: 'Cancel this top-up?' })).toBeNull();
    expect(api.of(topUpEndpoints.cancel)).toHaveLength(0);
    expect(within(dialog).getByText('No payment received yet')).toBeVisible();
  });

  it('cancels on the server, says so, and stops polling', async () => {
    const api = mockWalletApi();
    const { user, dialog } = await openPolling();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel top-up' }));
    const question = within(dialog).getByRole('region', { name: 'Cancel this top-up?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel top-up' }));

    expect(await within(dialog).findByText('Top-up cancelled')).toBeInTheDocument();
    expect(api.of(topUpEndpoints.cancel).map((request) => request.body)).toEqual([
      { reference: 'top_ab12cd34' },
    ]);
    expect(
      within(dialog).getByText(
        'If money still reaches Wema Bank 9912345678, it will be added to your wallet.',
      ),
    ).toBeVisible();
    const polls = api.of(topUpEndpoints.status).length;
    await advance(60_000);
    expect(api.of(topUpEndpoints.status)).toHaveLength(polls);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what had arrived when a part-paid top-up is cancelled', async () => {
    mockWalletApi({
      status: () => jsonResponse(200, topUpStatus('UNDERPAID', { amountpaid: 500, credited: 475 })),
      cancel: () => jsonResponse(200, topUpStatus('CANCELLED', { amountpaid: 500, credited: 475 })),
    });
    signInAs();
    renderAt('/dashboard', <WalletPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    await user.click(await screen.findByRole('button', { name: /Channel/ }));
    await user.click(await screen.findByRole('option', { name: 'Wema Bank' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2500');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Top Up' });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Paid amount is less than requested amount');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel top-up' }));
    const question = within(dialog).getByRole('region', { name: 'Cancel this top-up?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel top-up' }));
    expect(
      await within(dialog).findByText(
        '₦475.00 received before the cancel has been added to your wallet.',
      ),
    ).toBeVisible();
  });

  it('keeps the top-up and says why when the cancel is refused', async () => {
    mockWalletApi({
      cancel: () =>
        jsonResponse(409, {
          error: 'This top-up is already paid in full; there is nothing to cancel',
        }),
    });
    const { user, dialog } = await openPolling();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel top-up' }));
    const question = within(dialog).getByRole('region', { name: 'Cancel this top-up?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel top-up' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'This top-up is already paid in full; there is nothing to cancel',
    );
    expect(within(dialog).queryByText('Top-up cancelled')).toBeNull();
  });

  it('moves to the cancelled step when a poll finds it cancelled elsewhere', async () => {
    mockWalletApi({
      status: (_request, call) =>
        jsonResponse(200, topUpStatus(call === 0 ? 'PENDING' : 'CANCELLED')),
    });
    const { dialog } = await openPolling();
    await advance(20_000);
    expect(await within(dialog).findByText('Top-up cancelled')).toBeInTheDocument();
  });
});
