import type { RealtimeMessage } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, type FakeWebSocket } from '../../../test/fake-web-socket';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { chatSession, realtimeMessage } from '../../../test/realtime-api';
import { renderAt } from '../../../test/render';
import { SETTLEMENT_STATUS_POLL_MS } from '../api/settlements-api';
import { record, result } from '../test/settlements-api';
import { SettlementResultStep } from './settlement-result-step';

let Socket: typeof FakeWebSocket;
/** The settlement as the history answers it. */
let stands: string;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  Socket = installFakeWebSocket();
  stands = 'PENDING';
  let chats = 0;
  api = fakeApi(
    fakeEndpoint(realtimeEndpoints.startChat, () => chatSession((chats += 1))),
    fakeEndpoint(settlementEndpoints.settlements, () => {
      const others = record({ ref: 'stl_another', status: 'FAILED' });
      return { settlements: [others, record({ status: stands as 'PENDING' })] };
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

const lookups = () => api.of(settlementEndpoints.settlements);

async function renderResult() {
  signInAs({ curAbbre: 'GBP', curSymbol: '£' });
  renderAt('/dashboard', <SettlementResultStep result={result()} onDone={() => undefined} />);
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  const socket = Socket.instances[0];
  if (!socket) throw new Error('no socket');
  act(() => socket.acceptConnection());
  return { send: (message: RealtimeMessage) => act(() => socket.receive(message)) };
}

const returned = (ref = record().ref) =>
  realtimeMessage({
    message: `Your wallet was credited with £250.50: the settlement ${ref.toUpperCase()} to Ada Stores Ltd was returned. Time: 2026-03-05T12:02:00.000Z`,
    code: 'settlementReturned',
    params: { amount: '£250.50', reference: ref.toUpperCase(), account: 'Ada Stores Ltd' },
    headid: ref,
  });

describe('the settlement result follows the settlement', () => {
  it('turns to returned when the bank fails it and the money comes back', async () => {
    const { send } = await renderResult();
    expect(screen.getByRole('status')).toHaveTextContent('Settlement requested');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(lookups()).toHaveLength(1));
    // The history around the time the settlement was made.
    expect(lookups()[0]?.body).toMatchObject({
      startDate: '2026-03-05T11:59:00.000Z',
      endDate: '2026-03-05T12:01:00.000Z',
    });

    stands = 'FAILED';
    send(returned());
    expect(await screen.findByText('£250.50 is back in your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Settlement request was not successful');
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('asks again every 10 s while pending, and shows it paid once the bank confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderResult();
    await waitFor(() => expect(lookups()).toHaveLength(1));
    stands = 'SUCCESSFUL';
    await act(() => vi.advanceTimersByTimeAsync(SETTLEMENT_STATUS_POLL_MS));
    expect(await screen.findByText('Successful')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Settlement requested');
    expect(screen.queryByText(/back in your wallet/)).not.toBeInTheDocument();
    const asked = lookups().length;
    await act(() => vi.advanceTimersByTimeAsync(3 * SETTLEMENT_STATUS_POLL_MS));
    expect(lookups()).toHaveLength(asked);
  });
});
