import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeWebSocket,
  lastSocket,
  type FakeWebSocket,
} from '../../../test/fake-web-socket';
import { signInAs } from '../../../test/fixtures';
import { mockStartChat, realtimeMessage } from '../../../test/realtime-api';
import { renderAt } from '../../../test/render';
import { DeferredRealtime } from './deferred-realtime';

let Socket: typeof FakeWebSocket;

beforeEach(() => {
  Socket = installFakeWebSocket();
});

async function renderConnected() {
  const calls = mockStartChat();
  const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
  signInAs();
  renderAt('/dashboard', <DeferredRealtime />);
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  act(() => lastSocket().acceptConnection());
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { calls, invalidated, invalidate };
}

// The wallet area (balance, pending top-ups) and the transactions, by area.
const moneyKeys = [['wallet'], ['transactions']];

describe('the live channel of the signed-in layout', () => {
  it('connects after first paint and toasts what arrives', async () => {
    const { calls } = await renderConnected();
    expect(calls).toHaveLength(1);
    act(() => lastSocket().receive(realtimeMessage({ type: 'order', message: 'New order #7' })));
    expect(await screen.findByText('New order #7')).toBeInTheDocument();
  });

  it('refreshes the balance, top-ups and transactions when money moves', async () => {
    const { invalidated } = await renderConnected();
    act(() => lastSocket().receive(realtimeMessage({ type: 'chat', message: 'Hi', headid: 'h' })));
    expect(invalidated()).toEqual([]);
    act(() => lastSocket().receive(realtimeMessage()));
    expect(invalidated()).toEqual(moneyKeys);
  });

  it('refetches what it may have missed after a reconnect, not on the first connection', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { invalidated, calls } = await renderConnected();
    expect(invalidated()).toEqual([]);

    act(() => lastSocket().fail());
    await waitFor(() => expect(Socket.instances).toHaveLength(2), { timeout: 3000 });
    expect(calls).toHaveLength(2);
    act(() => lastSocket().acceptConnection());
    expect(invalidated()).toEqual(moneyKeys);
  });
});
