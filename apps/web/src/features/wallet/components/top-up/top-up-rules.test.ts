import { describe, expect, it } from 'vitest';
import {
  countdownDurationMs,
  paidPercent,
  paymentLinkOf,
  remainingMsOf,
  statusMessage,
  TOP_UP_COUNTDOWN_DEFAULT_MS,
} from './top-up-rules';

describe('top-up rules', () => {
  it('derives the countdown from timeoutinmins, or uses the 2-minute default', () => {
    expect(TOP_UP_COUNTDOWN_DEFAULT_MS).toBe(120_000);
    expect(countdownDurationMs({ timeoutinmins: 30 })).toBe(1_800_000);
    expect(countdownDurationMs({ timeoutinmins: 2.5 })).toBe(150_000);
    expect(countdownDurationMs({ timeoutinmins: 0 })).toBe(120_000);
    expect(countdownDurationMs({ timeoutinmins: Number.NaN })).toBe(120_000);
  });

  it('treats only a valid https walletNumber as a payment page', () => {
    expect(paymentLinkOf('https://checkout.paystack.com/x1')).toBe(
      'https://checkout.paystack.com/x1',
    );
    expect(paymentLinkOf('9912345678')).toBeNull();
    expect(paymentLinkOf('http://checkout.example.com')).toBeNull();
    expect(paymentLinkOf('javascript:alert(1)')).toBeNull();
  });

  it('words each status as docs/product/rules.md shows it', () => {
    expect(statusMessage('PENDING')).toBe('No payment received yet');
    expect(statusMessage('UNDERPAID')).toBe('Paid amount is less than requested amount');
    expect(statusMessage('EXPIRED')).toBe('No Payment made');
    expect(statusMessage('SUCCESSFUL')).toBe('Top-up successful');
    expect(statusMessage('CANCELLED')).toBe('Top-up cancelled');
  });

  it('shows progress as the share of the money received, never of the time used', () => {
    const due = { amount: 1000, fee: 10 };
    expect(paidPercent({ ...due, amountpaid: 0 })).toBe(0);
    expect(paidPercent({ ...due, amountpaid: 500 })).toBe(49);
    expect(paidPercent({ ...due, amountpaid: 1009.99 })).toBe(99);
    expect(paidPercent({ ...due, amountpaid: 1010 })).toBe(100);
    expect(paidPercent({ ...due, amountpaid: 5000 })).toBe(100);
  });

  it('counts what is left of a reopened top-up from its expiry', () => {
    const now = Date.parse('2026-05-01T10:00:00.000Z');
    expect(remainingMsOf('2026-05-01T10:12:30.000Z', now)).toBe(750_000);
    expect(remainingMsOf('2026-05-01T09:59:00.000Z', now)).toBe(0);
    expect(remainingMsOf('not a date', now)).toBe(0);
  });
});
