import { describe, expect, it } from 'vitest';
import {
  countdownDurationMs,
  elapsedPercent,
  paymentLinkOf,
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

  it('words each status as SPEC §8 shows it', () => {
    expect(statusMessage('PENDING')).toBe('No payment received yet');
    expect(statusMessage('UNDERPAID')).toBe('Paid amount is less than requested amount');
    expect(statusMessage('EXPIRED')).toBe('No Payment made');
    expect(statusMessage('SUCCESSFUL')).toBe('Top-up successful');
  });

  it('gives the share of the payment time used', () => {
    expect(elapsedPercent(120_000, 120_000)).toBe(0);
    expect(elapsedPercent(120_000, 30_000)).toBe(75);
    expect(elapsedPercent(120_000, 0)).toBe(100);
    expect(elapsedPercent(0, 0)).toBe(100);
  });
});
