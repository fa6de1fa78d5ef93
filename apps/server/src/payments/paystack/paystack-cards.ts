import { z } from 'zod';
import type {
  CardCheckout,
  CardRefundOutcome,
  CardRefundRequest,
  CardRefundState,
  CardPaymentOutcome,
  CardPaymentState,
  FailureCategory,
  StartCardPayment,
} from '../provider';
import { Envelope } from './paystack-transfers';

/** One request to Paystack, as the provider makes them (its envelope checked by `schema`). */
export type PaystackCall = <T extends z.ZodType>(
  schema: T,
  path: string,
  init?: RequestInit,
) => Promise<z.output<T>>;

const Initialized = Envelope(
  z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
);
const Verified = Envelope(
  z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
    gateway_response: z.string().nullable().optional(),
    authorization: z
      .object({
        bin: z.string().nullable(),
        last4: z.string().nullable(),
        exp_month: z.string().nullable(),
        exp_year: z.string().nullable(),
        card_type: z.string().nullable(),
        bank: z.string().nullable(),
      })
      .partial()
      .nullable()
      .optional(),
    log: z
      .object({
        history: z
          .array(z.object({ type: z.string(), message: z.string(), time: z.number() }))
          .optional(),
      })
      .nullable()
      .optional(),
    created_at: z.string().optional(),
  }),
);

const Refund = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  merchant_note: z.string().nullable().optional(),
});
const RefundAnswer = Envelope(Refund);
const RefundList = Envelope(z.array(Refund));

/** Paystack's refund states (pending, processing, processed, failed…), as ours. */
const REFUND_STATES: Record<string, CardRefundState> = {
  processed: 'processed',
  failed: 'failed',
  reversed: 'failed',
};
const refundOutcome = (refund: z.output<typeof Refund>): CardRefundOutcome => {
  const state = REFUND_STATES[refund.status] ?? 'pending';
  return {
    state,
    providerReference: String(refund.id),
    ...(state === 'failed' ? { failure: `The refund was ${refund.status} by Paystack` } : {}),
  };
};
/** The note that carries our reference, so a refund whose answer was lost can be found. */
const refundNote = (reference: string) => `Olivia refund ${reference}`;

/** Paystack's transaction states, as ours: anything still moving is pending. */
const STATES: Record<string, CardPaymentState> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'failed',
};

/**
 * Who a failure is down to, from the processor's words (Paystack's gateway responses): the
 * customer's card or their mistake, the bank, or anything else (the system).
 */
export function failureCategoryOf(gatewayResponse: string): FailureCategory {
  const words = gatewayResponse.toLowerCase();
  if (/insufficient|otp|token|pin|expired card|invalid card|authentication|cvv/.test(words)) {
    return 'customer';
  }
  if (
    /declin|do not honou?r|issuer|switch|timeout|timed out|not permitted|restricted/.test(words)
  ) {
    return 'bank';
  }
  return 'system';
}

/**
 * Card payments at Paystack: `transaction/initialize` opens its checkout page under our
 * reference, `transaction/verify/:reference` says how it went (the browser's return is never
 * trusted); its `charge.success` webhook credits as a transfer's does. Amounts are kobo.
 */
export function paystackCards(call: PaystackCall) {
  return {
    async start(request: StartCardPayment): Promise<CardCheckout> {
      const { data } = await call(Initialized, '/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: request.email,
          amount: Number(request.amount),
          currency: request.currency,
          reference: request.reference,
          callback_url: request.returnUrl,
          channels: ['card'],
          metadata: { store: request.storeName, description: request.description },
        }),
      });
      return { providerReference: data.access_code, checkoutUrl: data.authorization_url };
    },

    async verify(reference: string): Promise<CardPaymentOutcome> {
      const { data } = await call(Verified, `/transaction/verify/${encodeURIComponent(reference)}`);
      const state = STATES[data.status] ?? 'pending';
      const gatewayResponse = data.gateway_response ?? '';
      const card = data.authorization;
      const started = data.created_at ? Date.parse(data.created_at) : Date.now();
      return {
        state,
        transactionId: String(data.id),
        amount: BigInt(data.amount),
        currency: data.currency,
        ...(data.paid_at && state === 'success' ? { paidAt: new Date(data.paid_at) } : {}),
        ...(card?.last4
          ? {
              card: {
                brand: (card.card_type ?? '').trim().toLowerCase(),
                last4: card.last4,
                bin: card.bin ?? '',
                expiry: `${card.exp_month ?? ''}/${card.exp_year ?? ''}`,
                bank: card.bank ?? '',
              },
            }
          : {}),
        gatewayResponse,
        ...(state === 'failed' ? { failure: failureCategoryOf(gatewayResponse) } : {}),
        steps: (data.log?.history ?? []).map((entry) => ({
          at: new Date(started + entry.time * 1000).toISOString(),
          step: entry.type,
          message: entry.message,
        })),
      };
    },

    /** POST /refund: all or part of a transaction, in kobo; our reference rides in the note. */
    async refund(request: CardRefundRequest): Promise<CardRefundOutcome> {
      const { data } = await call(RefundAnswer, '/refund', {
        method: 'POST',
        body: JSON.stringify({
          transaction: request.transactionId,
          amount: Number(request.amount),
          currency: request.currency,
          customer_note: request.reason,
          merchant_note: refundNote(request.reference),
        }),
      });
      return refundOutcome(data);
    },

    /** GET /refund/:id, or the transaction's refunds searched for our note. */
    async getRefund(
      request: CardRefundRequest,
      providerReference: string | null,
    ): Promise<CardRefundOutcome | null> {
      if (providerReference) {
        const { data } = await call(
          RefundAnswer,
          `/refund/${encodeURIComponent(providerReference)}`,
        );
        return refundOutcome(data);
      }
      const { data } = await call(
        RefundList,
        `/refund?transaction=${encodeURIComponent(request.transactionId)}`,
      );
      const found = data.find((refund) => refund.merchant_note === refundNote(request.reference));
      return found ? refundOutcome(found) : null;
    },
  };
}
