import { messages } from '@olivia/contracts/messages';
import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';

/**
 * docs/product/rules.md: the countdown runs 2 minutes until the payment details say how long they
 * last.
 */
export const TOP_UP_COUNTDOWN_DEFAULT_MS = 120_000;

/** The countdown of a top-up: its `timeoutinmins`, or the 2-minute default without one. */
export function countdownDurationMs(details: Pick<TopUpDetails, 'timeoutinmins'>): number {
  const minutes = details.timeoutinmins;
  return Number.isFinite(minutes) && minutes > 0
    ? Math.round(minutes * 60_000)
    : TOP_UP_COUNTDOWN_DEFAULT_MS;
}

/**
 * docs/product/records.md: walletNumber is an account number, or an https link to a hosted
 * payment page.
 */
export function paymentLinkOf(walletNumber: string): string | null {
  if (!/^https:\/\//i.test(walletNumber)) return null;
  try {
    return new URL(walletNumber).href;
  } catch {
    return null;
  }
}

/** docs/product/rules.md: what a status answer that is not yet success tells the merchant. */
export function statusMessage(status: TopUpStatusResponse['status']): string {
  switch (status) {
    case 'PENDING':
      return messages.noPaymentReceivedYet;
    // The server says 'Paid Amount is less than the Requested amount'; docs/product shows it
    // reworded.
    case 'UNDERPAID':
      return messages.paidAmountLessShown;
    case 'EXPIRED':
      return messages.noPaymentMade;
    case 'SUCCESSFUL':
      return messages.topUpSuccessful;
    case 'CANCELLED':
      return messages.topUpCancelled;
  }
}

/**
 * The share of the total to send (amount + fee) received so far, 0-100: the polling progress is
 * money, not time. Rounded down, so 100% means paid in full.
 */
export function paidPercent(status: Pick<TopUpStatusResponse, 'amount' | 'fee' | 'amountpaid'>) {
  const total = status.amount + status.fee;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((status.amountpaid / total) * 100));
}

/** How long a top-up reopened from the list still takes payments, from its expiry. */
export function remainingMsOf(expiresat: string, now = Date.now()): number {
  const ends = Date.parse(expiresat);
  return Number.isFinite(ends) ? Math.max(0, ends - now) : 0;
}
