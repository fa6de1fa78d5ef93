import type { AgencyTransaction } from '@olivia/contracts/wallet';
import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, type FakeWebSocket } from '../../../test/fake-web-socket';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { chatSession, realtimeMessage } from '../../../test/realtime-api';
import { renderAt } from '../../../test/render';
import { TRANSFER_STATUS_POLL_MS } from '../api/transfers-api';
import { result, validation } from '../test/transfers-api';
import { TransferResultStep } from './transfer-result-step';

let Socket: typeof FakeWebSocket;
/** What the wallet's transactions say of the transfer's TRANSFER row, as the reports answer. */
let transferRow: () => Response;
let api: ReturnType<typeof fakeApi>;

const row = (status: string): AgencyTransaction => ({
  id: '00000000-0000-4000-8000-000000000010',
  agencyTxn: 'TRANSFER',
  status,
  request: '',
  response: '',
  amount: 2500,
  direction: 'debit',
  currency: 'NGN',
  createdat: '2026-03-05T14:07:00.000Z',
  modifiedat: '2026-03-05T14:07:00.000Z',
  createdby: 'ada@example.com',
  meaning: 'Transfer to Chinwe Okafor',
  description: { code: 'transferTo', params: {} },
  ref: validation.ref,
});
const rows = (...statuses: string[]) =>
  jsonResponse(200, { content: statuses.map(row), total: statuses.length, page: 0, size: 5 });

beforeEach(() => {
  Socket = installFakeWebSocket();
  transferRow = () => rows('PENDING');
  let chats = 0;
  api = fakeApi(
    fakeEndpoint(realtimeEndpoints.startChat, () => chatSession((chats += 1))),
    fakeEndpoint(walletEndpoints.transactions, () => transferRow()),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

const transactionLookups = () => api.of(walletEndpoints.transactions);

/** The result step of a transfer the call answered `status`; the store channel open. */
async function renderResult(status: 'SUCCESSFUL' | 'PENDING', overrides = {}) {
  signInAs(overrides);
  const answered =
    status === 'PENDING'
      ? result({ status, message: 'Transfer is being processed' })
      : result({ status });
  renderAt('/dashboard', <TransferResultStep result={answered} onDone={() => undefined} />);
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  const socket = Socket.instances[0];
  if (!socket) throw new Error('no socket');
  act(() => socket.acceptConnection());
  return { send: (message: RealtimeMessage) => act(() => socket.receive(message)) };
}

/** The notification the server sends when the bank gives the transfer's money back. */
const returned = (ref = validation.ref) =>
  realtimeMessage({
    message: `Your wallet was credited with ₦2,510.00: the transfer ${ref.toUpperCase()} to Chinwe Okafor was returned. Time: 2026-03-05T14:09:00.000Z`,
    code: 'transferReturned',
    params: { amount: '₦2,510.00', reference: ref.toUpperCase(), account: 'Chinwe Okafor' },
    headid: ref,
  });

const status = () => screen.getByRole('status');

describe('the transfer result (step 3) follows the transfer', () => {
  it('says the amount sent and the fee apart, not their total', async () => {
    await renderResult('SUCCESSFUL');
    expect(status()).toHaveTextContent('Transfer successful');
    expect(screen.getByText('₦2,500.00 was sent to Chinwe Okafor.')).toBeInTheDocument();
    expect(screen.getByText('Fee: ₦10.00')).toBeInTheDocument();
    expect(screen.queryByText(/₦2,510\.00/)).not.toBeInTheDocument();
    // Paid already: nothing to look up.
    expect(transactionLookups()).toHaveLength(0);
  });

  it('turns to returned when the bank fails a pending transfer and the money comes back', async () => {
    const { send } = await renderResult('PENDING');
    expect(status()).toHaveTextContent('Transfer is being processed');
    expect(
      screen.getByText(/^₦2,500\.00 is on its way to Chinwe Okafor\. .*the money is held/),
    ).toBeInTheDocument();
    expect(screen.getByText('Fee: ₦10.00')).toBeInTheDocument();
    await waitFor(() => expect(transactionLookups()).toHaveLength(1));
    const asked = new URL(transactionLookups()[0]?.url ?? '', 'http://localhost').searchParams;
    expect(asked.get('q')).toBe(validation.ref);
    expect(asked.get('type')).toBe('TRANSFER');

    transferRow = () => rows('FAILED');
    send(returned('trf_another000000000000')); // another transfer's: nothing changes
    send(returned());
    expect(await screen.findByText('₦2,510.00 is back in your wallet.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Transfer failed and the money was returned to your wallet');
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
    expect(screen.queryByText('Fee: ₦10.00')).not.toBeInTheDocument();
    expect(transactionLookups()).toHaveLength(2);
  });

  it('asks again every 10 s while pending, and shows the payment once the bank confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderResult('PENDING');
    await waitFor(() => expect(transactionLookups()).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_STATUS_POLL_MS));
    await waitFor(() => expect(transactionLookups()).toHaveLength(2));
    expect(status()).toHaveTextContent('Transfer is being processed');

    transferRow = () => rows('SUCCESSFUL');
    await act(() => vi.advanceTimersByTimeAsync(TRANSFER_STATUS_POLL_MS));
    expect(await screen.findByText('₦2,500.00 was sent to Chinwe Okafor.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Transfer successful');
    // Final: no more lookups.
    const asked = transactionLookups().length;
    await act(() => vi.advanceTimersByTimeAsync(3 * TRANSFER_STATUS_POLL_MS));
    expect(transactionLookups()).toHaveLength(asked);
  });

  it('shows a paid transfer reversed later, when the bank returns it', async () => {
    const { send } = await renderResult('SUCCESSFUL');
    transferRow = () => rows('REVERSED');
    send(returned());
    expect(await screen.findByText('₦2,510.00 is back in your wallet.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Transfer failed and the money was returned to your wallet');
  });

  it('believes the lookup over a notification it contradicts', async () => {
    const { send } = await renderResult('PENDING');
    await waitFor(() => expect(transactionLookups()).toHaveLength(1));
    send(returned());
    await waitFor(() => expect(transactionLookups()).toHaveLength(2));
    expect(status()).toHaveTextContent('Transfer is being processed');
  });

  it("takes the notification's word for a sub-user who may not read the transactions", async () => {
    transferRow = () => jsonResponse(403, { error: 'Forbidden' });
    const { send } = await renderResult('PENDING', {
      userCategory: 'OLIVIA_SUB_USER',
      allowsubusertransfer: true,
    });
    await waitFor(() => expect(transactionLookups()).toHaveLength(1));
    expect(status()).toHaveTextContent('Transfer is being processed');
    send(returned());
    expect(await screen.findByText('₦2,510.00 is back in your wallet.')).toBeInTheDocument();
  });
});
