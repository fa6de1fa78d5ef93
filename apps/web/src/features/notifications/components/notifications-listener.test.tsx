import { TYPING_MARKER, type RealtimeMessage } from '@olivia/contracts/realtime';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeState } from '../../../lib/realtime/realtime-state';
import {
  installFakeWebSocket,
  lastSocket,
  type FakeWebSocket,
} from '../../../test/fake-web-socket';
import { changeLanguage } from '../../../lib/i18n';
import { signInAs } from '../../../test/fixtures';
import { mockStartChat, realtimeMessage } from '../../../test/realtime-api';
import { LocationProbe, renderAt } from '../../../test/render';
import { useNotifications } from '../model/notifications-store';
import { NotificationsListener } from './notifications-listener';

/** How many dings played: each starts an 880 Hz tone. */
let dings = 0;

class FakeAudioContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const gain = { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain, connect: () => undefined };
  }
  createOscillator() {
    const tone = {
      type: '',
      frequency: { value: 0 },
      connect: () => undefined,
      start: () => {
        if (tone.frequency.value === 880) dings += 1;
      },
      stop: () => undefined,
    };
    return tone;
  }
}

let Socket: typeof FakeWebSocket;

beforeEach(() => {
  Socket = installFakeWebSocket();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  mockStartChat();
});

async function renderListener() {
  const onMoneyMovement = vi.fn();
  signInAs();
  renderAt(
    '/dashboard',
    <>
      <NotificationsListener onMoneyMovement={onMoneyMovement} />
      <LocationProbe />
    </>,
    '*',
  );
  await waitFor(() => expect(Socket.instances).toHaveLength(1));
  const socket = lastSocket();
  act(() => socket.acceptConnection());
  const send = (message: RealtimeMessage & { relayed?: boolean }) =>
    act(() => socket.receive(message));
  return { onMoneyMovement, send, user: userEvent.setup() };
}

const listed = () => useNotifications.getState().entries.map((entry) => entry.message);

describe('notifications on every signed-in page (docs/product/records.md)', () => {
  it('lists a new one first, dings once sound is unlocked, and toasts it for 20 s', async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    const first = realtimeMessage({ type: 'order', message: 'New order #12 Time: 14:07' });
    send(first);
    expect(dings).toBe(0); // no gesture yet: browsers would refuse the sound

    fireEvent.pointerDown(document.body);
    const second = realtimeMessage();
    send(second);

    expect(listed()).toEqual([second.message, first.message]);
    expect(dings).toBe(1);
    expect(await screen.findByText('New order #12')).toBeInTheDocument();
    expect(
      await screen.findByText('Your wallet was credited with ₦5,000.00 by Bola Ade.'),
    ).toBeInTheDocument();
    expect(info).toHaveBeenLastCalledWith(
      'Your wallet was credited with ₦5,000.00 by Bola Ade.',
      expect.objectContaining({ autoClose: 20_000 }),
    );
  });

  it("says a coded notification in the reader's language, and the server's words otherwise", async () => {
    const info = vi.spyOn(toast, 'info');
    await changeLanguage('fr');
    try {
      const { send } = await renderListener();
      send(
        realtimeMessage({
          message: 'Your wallet was credited with ₦2,500.00 from top-up AB12. Time: 14:07',
          code: 'topUpCredited',
          params: { amount: '₦2,500.00', reference: 'AB12' },
        }),
      );
      const french = 'Votre portefeuille a été crédité de ₦2,500.00 par la recharge AB12.';
      expect(await screen.findByText(french)).toBeInTheDocument();
      expect(info).toHaveBeenLastCalledWith(french, expect.anything());
      // a code this version does not know yet: the English words, cut at 'Time'
      send(realtimeMessage({ message: 'Refund of ₦10.00 Time: 14:09', code: 'refundSent' }));
      expect(await screen.findByText('Refund of ₦10.00')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('replaces a duplicate without a new toast or sound', async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    fireEvent.pointerDown(document.body);
    const before = dings;
    const chat = realtimeMessage({ type: 'chat', message: 'Is it in stock?', headid: 'h1' });
    send(chat);
    send({ ...chat, datetime: '2026-03-05T14:09:00.000Z' });
    send(realtimeMessage());
    send({ ...realtimeMessage(), headid: 'another' });

    await waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    // a moment later, still two: no late toast for a duplicate
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(info).toHaveBeenCalledTimes(2);
    expect(dings - before).toBe(2);
    expect(listed()).toEqual([realtimeMessage().message, chat.message]);
    expect(useNotifications.getState().entries[1]?.datetime).toBe('2026-03-05T14:09:00.000Z');
  });

  it("only sets the typing flag for 'is typing....'", async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    send(realtimeMessage({ type: 'chat', message: 'Bola is typing....', headid: 'h1' }));
    expect(useRealtimeState.getState().typing).toBe(true);
    expect(info).not.toHaveBeenCalled();
    expect(listed()).toEqual([]);
  });

  it('never words, lists, rings or toasts a frame another client sent (issue 25)', async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    fireEvent.pointerDown(document.body);
    const before = dings;
    // What a staff member forged, as any frame the server passes on: marked relayed.
    const forged = {
      ...realtimeMessage({
        type: 'notice',
        code: 'topUpCredited',
        params: { amount: '₦9,999,999.00', reference: 'TOP_FORGED' },
        message: 'Your wallet was credited with ₦9,999,999.00 from top-up TOP_FORGED',
      }),
      relayed: true,
    };
    send(forged);
    send({ ...forged, type: 'credit' });
    // A typing indicator with a notification's fields is no typing indicator either.
    send({ ...forged, type: 'typing', message: `Ada ${TYPING_MARKER}` });
    expect(useRealtimeState.getState().typing).toBe(false);
    send({
      ...realtimeMessage({ type: 'typing', message: `Ada ${TYPING_MARKER}` }),
      relayed: true,
    });
    send({ ...realtimeMessage({ type: 'chat', message: 'Hello', headid: 'h1' }), relayed: true });
    expect(useRealtimeState.getState().typing).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listed()).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(dings).toBe(before);
    expect(screen.queryByText(/TOP_FORGED|9,999,999|Hello/)).toBeNull();
  });

  it("neither lists nor announces a customer's read receipt", async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    fireEvent.pointerDown(document.body);
    const before = dings;
    send(realtimeMessage({ type: 'read', message: '', headid: 'h1' }));
    expect(listed()).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(dings).toBe(before);
  });

  it("ignores the store's own chat messages but announces the customer's", async () => {
    const info = vi.spyOn(toast, 'info');
    const { send } = await renderListener();
    fireEvent.pointerDown(document.body);
    const before = dings;
    const chat = { type: 'chat', headid: 'h1' };
    send(realtimeMessage({ ...chat, message: 'On its way', id: '7', fromclient: false }));
    expect(listed()).toEqual([]);
    expect(info).not.toHaveBeenCalled();

    send(realtimeMessage({ ...chat, message: 'Thanks!', id: '8', fromclient: true }));
    expect(listed()).toEqual(['Thanks!']);
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(dings - before).toBe(1);
  });

  it('refreshes the money queries on every credit or debit, even a repeated one', async () => {
    const { send, onMoneyMovement } = await renderListener();
    send(realtimeMessage({ type: 'chat', message: 'Hi', headid: 'h1' }));
    send(realtimeMessage({ type: 'order', message: 'New order' }));
    expect(onMoneyMovement).not.toHaveBeenCalled();
    send(realtimeMessage());
    send(realtimeMessage());
    send(realtimeMessage({ type: 'debit', message: 'Transfer of ₦510.00 sent Time: 14:08' }));
    expect(onMoneyMovement).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['chat', 'Is it in stock?', '/chats'],
    ['order', 'New order #12', '/orders/all'],
    ['credit', 'Wallet credited', '/transactions/all'],
    ['debit', 'Wallet debited', '/transactions/all'],
  ])('opens a %s from its toast at %s and marks it read', async (type, message, path) => {
    const { send, user } = await renderListener();
    send(realtimeMessage({ type, message, headid: 'h1' }));
    await user.click(await screen.findByText(message));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(useNotifications.getState().entries[0]?.read).toBe(true);
  });
});
