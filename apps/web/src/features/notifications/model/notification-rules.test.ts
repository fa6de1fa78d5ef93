import { describe, expect, it } from 'vitest';
import { realtimeMessage } from '../../../test/realtime-api';
import {
  isSameNotification,
  notificationKind,
  notificationPath,
  notificationText,
} from './notification-rules';

describe('notification rules (docs/product/records.md)', () => {
  it.each([
    ['chat', 'chat', '/chats?c=h-7'],
    ['order', 'order', '/orders/all'],
    ['new-order', 'order', '/orders/all'],
    ['credit', 'money', '/transactions/all'],
    ['wallet-debit', 'money', '/transactions/all'],
    ['system', 'other', null],
  ])('a %s leads to %s, %s', (type, kind, path) => {
    expect(notificationKind(type)).toBe(kind);
    expect(notificationPath({ type, headid: 'h-7' })).toBe(path);
  });

  it('opens /chats itself for a chat without its conversation', () => {
    expect(notificationPath({ type: 'chat', headid: '' })).toBe('/chats');
  });

  it('takes a chat message with the same conversation and text for the same one', () => {
    const chat = realtimeMessage({ type: 'chat', message: 'Hello', headid: 'h1' });
    expect(isSameNotification(chat, { ...chat, datetime: 'later' })).toBe(true);
    expect(isSameNotification(chat, { ...chat, headid: 'h2' })).toBe(false);
    expect(isSameNotification(chat, { ...chat, message: 'Hello again' })).toBe(false);
  });

  it('takes another notification with the same datetime and text for the same one', () => {
    const credit = realtimeMessage();
    expect(isSameNotification(credit, { ...credit, headid: 'other' })).toBe(true);
    expect(isSameNotification(credit, { ...credit, datetime: '2026-03-05T14:08:00.000Z' })).toBe(
      false,
    );
    expect(isSameNotification(credit, { ...credit, message: 'Another credit' })).toBe(false);
    expect(isSameNotification(credit, { ...credit, type: 'chat' })).toBe(false);
  });

  it("cuts non-chat text at the word 'Time', never chat text", () => {
    expect(notificationText(realtimeMessage())).toBe(
      'Your wallet was credited with ₦5,000.00 by Bola Ade.',
    );
    expect(notificationText({ type: 'order', message: 'Order #12 placed Time: 14:07' })).toBe(
      'Order #12 placed',
    );
    expect(notificationText({ type: 'debit', message: 'Timely payout sent' })).toBe(
      'Timely payout sent',
    );
    expect(notificationText({ type: 'chat', message: 'What Time do you open?' })).toBe(
      'What Time do you open?',
    );
  });
});
