import { messages } from '@olivia/contracts/messages';
import type { TOP_UP_STATUSES } from '@olivia/contracts/top-up';

interface TopUpFigures {
  amount: bigint;
  fee: bigint;
  amountPaid: bigint;
  credited: bigint;
  expiresAt: Date;
  cancelledAt?: Date | null;
}

/**
 * How one payment into a top-up account splits (docs/decisions/0004): the fee is taken first,
 * once, from whatever arrives; everything else, an overpayment included, goes to the wallet.
 */
/** What is still to send for the top-up to be paid in full, the fee included. */
export function amountDue(topUp: TopUpFigures): bigint {
  const due = topUp.amount + topUp.fee - topUp.amountPaid;
  return due > 0n ? due : 0n;
}

export function splitPayment(topUp: TopUpFigures, paid: bigint): { fee: bigint; credit: bigint } {
  const feeTaken = topUp.amountPaid - topUp.credited;
  const feeOutstanding = topUp.fee > feeTaken ? topUp.fee - feeTaken : 0n;
  const fee = paid < feeOutstanding ? paid : feeOutstanding;
  return { fee, credit: paid - fee };
}

/**
 * What a status poll answers, from what has been paid so far. Paid in full wins over a cancel:
 * money that arrives after one is credited all the same (ADR 0004).
 */
export function topUpState(
  topUp: TopUpFigures,
  now: Date,
): { status: (typeof TOP_UP_STATUSES)[number]; message: string } {
  if (topUp.amountPaid >= topUp.amount + topUp.fee) {
    return { status: 'SUCCESSFUL', message: messages.topUpSuccessful };
  }
  if (topUp.cancelledAt) return { status: 'CANCELLED', message: messages.topUpCancelled };
  if (topUp.amountPaid > 0n) return { status: 'UNDERPAID', message: messages.paidAmountLess };
  if (now > topUp.expiresAt) return { status: 'EXPIRED', message: messages.noPaymentMade };
  return { status: 'PENDING', message: messages.noPaymentReceivedYet };
}
