import { SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox/sandbox-provider';
import { signBody } from '../../src/payments/webhook-signature';

/** An inject request delivering a sandbox `charge.success`, signed with `secret`. */
export function sandboxChargeSuccess(
  secret: string,
  event: { id: string; reference: string; amountMinor: number; currency?: string },
) {
  const payload = JSON.stringify({
    id: event.id,
    event: 'charge.success',
    data: {
      reference: event.reference,
      amount: event.amountMinor,
      currency: event.currency ?? 'NGN',
      paid_at: new Date().toISOString(),
    },
  });
  return {
    method: 'POST' as const,
    url: '/api/olivia/webhooks/sandbox',
    payload,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(payload, secret),
    },
  };
}
