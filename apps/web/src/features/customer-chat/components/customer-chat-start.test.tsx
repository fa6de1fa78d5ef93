import { endpointUrl } from '@olivia/contracts/endpoint';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeWebSocket } from '../../../test/fake-web-socket';
import { jsonResponse } from '../../../test/fetch-mock';
import {
  chatMessage,
  CONVERSATION_ID,
  CONVERSATION_TOKEN,
  mockCustomerChatApi,
} from '../test/customer-chat-api';
import {
  rememberConversation,
  renderCustomerChat,
  STORAGE_KEY,
} from '../test/render-customer-chat';

beforeEach(() => {
  installFakeWebSocket();
});

describe("a customer's first visit", () => {
  it('asks for a name and an e-mail or a phone number, then opens the conversation', async () => {
    const api = mockCustomerChatApi();
    const { user, launcher } = renderCustomerChat();
    await user.click(await screen.findByRole('button', { name: 'Message Corner Shop' }));
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });

    await user.click(within(panel).getByRole('button', { name: 'Start conversation' }));
    expect(await within(panel).findByText('Field is required')).toBeVisible();
    expect(within(panel).getByText('Enter your email or phone number')).toBeVisible();
    expect(api.of(publicChatEndpoints.start)).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Your name'), 'Ada');
    await user.type(within(panel).getByLabelText('Email'), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Start conversation' }));
    expect(await within(panel).findByText('Enter a valid email address')).toBeVisible();

    await user.clear(within(panel).getByLabelText('Email'));
    await user.type(within(panel).getByLabelText('Phone number'), '+234 801 234 5678');
    await user.click(within(panel).getByRole('button', { name: 'Start conversation' }));

    // The conversation replaces the form, its composer focused.
    const composer = await screen.findByRole('textbox', { name: 'Your message' });
    expect(composer).toHaveFocus();
    expect(api.of(publicChatEndpoints.start)[0]?.body).toEqual({
      clientname: 'Ada',
      clientphone: '+2348012345678',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      id: CONVERSATION_ID,
      token: CONVERSATION_TOKEN,
    });
    expect(await screen.findByText(/Write your first message below/)).toBeVisible();
  });

  it('fetches nothing before the form is sent', async () => {
    const api = mockCustomerChatApi();
    const { user } = renderCustomerChat();
    await user.click(await screen.findByRole('button', { name: 'Message Corner Shop' }));
    expect(await screen.findByRole('dialog', { name: 'Corner Shop' })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});

describe('a customer who comes back', () => {
  it('reopens the same conversation with its secret', async () => {
    rememberConversation();
    const api = mockCustomerChatApi([
      chatMessage(1, { fromclient: true, message: 'Is the blue one in stock?' }),
      chatMessage(2, { message: 'Yes, two left.' }),
    ]);
    const { user } = renderCustomerChat();
    await waitFor(() => expect(api.of(publicChatEndpoints.get)).toHaveLength(1));
    expect(api.of(publicChatEndpoints.get)[0]?.headers.get('chattoken')).toBe(CONVERSATION_TOKEN);
    expect(api.of(publicChatEndpoints.get)[0]?.url).toBe(
      endpointUrl(publicChatEndpoints.get, { id: CONVERSATION_ID }),
    );

    await user.click(screen.getByRole('button', { name: 'Message Corner Shop' }));
    const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });
    expect(await within(panel).findByText('Yes, two left.')).toBeVisible();
    expect(within(panel).getByText('Is the blue one in stock?')).toBeVisible();
    expect(api.of(publicChatEndpoints.start)).toHaveLength(0);
    expect(api.of(publicChatEndpoints.messages)[0]?.headers.get('chattoken')).toBe(
      CONVERSATION_TOKEN,
    );
  });

  it('forgets a conversation the store deleted and shows the form again', async () => {
    rememberConversation();
    mockCustomerChatApi([], {
      get: () => jsonResponse(404, { error: 'Conversation not found' }),
      socket: () => jsonResponse(404, { error: 'Conversation not found' }),
    });
    const { user } = renderCustomerChat();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Message Corner Shop' }));
    const panel = await screen.findByRole('dialog', { name: 'Corner Shop' });
    expect(await within(panel).findByLabelText('Your name')).toBeVisible();
  });
});
