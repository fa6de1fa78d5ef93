import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-mock';
import { signInAs } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render';
import { mockWalletApi, topUpDetails, topUpStatus } from '../../test/wallet-api';
import { WalletPanel } from '../wallet-panel';

type User = ReturnType<typeof userEvent.setup>;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Wema Bank, 2500, Proceed: up to the payment details. */
async function proceed(user: User) {
  await user.click(await screen.findByRole('button', { name: /Channel/ }));
  await user.click(await screen.findByRole('option', { name: 'Wema Bank' }));
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2500');
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  await screen.findByTestId('top-up-account-number');
}

async function openTopUp() {
  signInAs();
  renderAt('/dashboard', <WalletPanel />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Top up' }));
  await proceed(user);
  return { user, dialog: screen.getByRole('dialog', { name: 'Wallet Top Up' }) };
}

/** The moves the payment status and the countdown make (top-up-wizard.ts). */
describe('Wallet Top Up outcomes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'Time up!' on the payment details too, and Retry runs a fresh countdown", async () => {
    mockWalletApi({ create: () => jsonResponse(200, topUpDetails({ timeoutinmins: 1 })) });
    const { user, dialog } = await openTopUp();

    await advance(61_000);
    expect(await within(dialog).findByText('Time up!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await proceed(user);
    expect(within(dialog).getByTestId('top-up-countdown')).toHaveTextContent('01:00');
  });

  it('keeps Top-up successful when the countdown ends afterwards', async () => {
    mockWalletApi({
      create: () => jsonResponse(200, topUpDetails({ timeoutinmins: 1 })),
      status: () => jsonResponse(200, topUpStatus('SUCCESSFUL')),
    });
    const { user, dialog } = await openTopUp();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Top-up successful')).toBeInTheDocument();
    await advance(120_000);
    expect(within(dialog).getByText('Top-up successful')).toBeInTheDocument();
    expect(within(dialog).queryByText('Time up!')).toBeNull();
  });
});
