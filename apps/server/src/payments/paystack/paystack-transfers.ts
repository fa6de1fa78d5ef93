import { z } from 'zod';
import type { FinalPayoutState, PayoutOutcome, PayoutState } from '../provider';

/** Paystack's transfer answers and events, and what they mean for a payout (ADR 0010). */

/** `{status, message, data}`, the envelope of every Paystack answer. */
export const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data });

export const Transfer = Envelope(
  z.object({
    status: z.string(),
    transfer_code: z.string(),
    gateway_response: z.string().nullable().optional(),
  }),
);

export const TransferSettled = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({
    id: z.union([z.number(), z.string()]).nullable().optional(),
    transfer_code: z.string().nullable().optional(),
    reference: z.string(),
    gateway_response: z.string().nullable().optional(),
  }),
});

/**
 * A transfer's `status` as ours. Paystack's own list: pending, received and otp are not final;
 * abandoned (OTP never given), blocked and rejected are final and paid nothing. A status it may
 * add later stays pending: the money is not released on a word we do not know.
 */
function payoutState(status: string): PayoutState {
  switch (status) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    default:
      // 'otp' waits for a code sent to the business owner, which the API never gives: OTP must be
      // disabled on the Paystack account (Settings > Preferences) for API transfers, or each
      // transfer sits here until Paystack abandons it after 30 minutes.
      return 'pending';
  }
}

/** Why a transfer did not pay. Its `reason` is our own narration, so not that. */
export function failureReason(state: PayoutState, gatewayResponse: string | null | undefined) {
  return (state === 'failed' || state === 'reversed') && gatewayResponse
    ? gatewayResponse
    : undefined;
}

export function payoutOutcome(transfer: z.output<typeof Transfer>['data']): PayoutOutcome {
  const state = payoutState(transfer.status);
  const reason = failureReason(state, transfer.gateway_response);
  return { state, providerReference: transfer.transfer_code, ...(reason ? { reason } : {}) };
}

export const TRANSFER_EVENT_STATES: Record<
  z.output<typeof TransferSettled>['event'],
  FinalPayoutState
> = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};
