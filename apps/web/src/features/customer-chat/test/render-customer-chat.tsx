import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { lastSocket, type FakeWebSocket } from '../../../test/fake-web-socket';
import { renderAt } from '../../../test/render';
import { CustomerChat } from '../components/customer-chat';
import { CONVERSATION_ID, CONVERSATION_TOKEN } from './customer-chat-api';

export const SLUG = 'corner-shop';
export const STORAGE_KEY = `customerChat:${SLUG}`;

/** This browser already talks with the store (as after a reload). */
export function rememberConversation(): void {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ id: CONVERSATION_ID, token: CONVERSATION_TOKEN }),
  );
}

/** The store's public page with its chat, as a customer sees it. */
export function renderCustomerChat() {
  const user = userEvent.setup();
  const result = renderAt(
    `/website?store=${SLUG}`,
    <CustomerChat slug={SLUG} storeName="Corner Shop" />,
    '/website',
  );
  const launcher = () =>
    screen.getByRole('button', { name: /^(Message Corner Shop|Close messages)/ });
  return { ...result, user, launcher };
}

/** Waits for the conversation's socket and plays the server admitting it. */
export async function admittedSocket(Socket: typeof FakeWebSocket): Promise<FakeWebSocket> {
  await waitFor(() => expect(Socket.instances.length).toBeGreaterThan(0));
  const socket = lastSocket();
  act(() => socket.acceptConnection());
  return socket;
}
