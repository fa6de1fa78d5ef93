import { z } from 'zod';
import {
  InvalidWebhookSignature,
  PayoutOutcomeUnknown,
  type PaymentProvider,
  type PayoutOutcome,
  type TopUpAccount,
  type WebhookEvent,
} from '../provider';
import { isValidSignature } from '../webhook-signature';
import { paystackCards } from './paystack-cards';
import {
  Envelope,
  failureReason,
  payoutOutcome,
  Transfer,
  TRANSFER_EVENT_STATES,
  TransferSettled,
} from './paystack-transfers';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const BankList = Envelope(
  z.array(z.object({ code: z.string(), name: z.string(), active: z.boolean().optional() })),
);
const PagedBankList = BankList.extend({
  meta: z.object({ next: z.string().nullable().optional() }).optional(),
});
const ResolvedAccount = Envelope(z.object({ account_name: z.string() }));
const Recipient = Envelope(z.object({ recipient_code: z.string() }));
/** Paystack refusing a request: `status: false` and why. */
const Refusal = z.object({ status: z.literal(false), message: z.string().optional() });
const PendingCharge = Envelope(
  z.object({
    reference: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    bank: z.object({ name: z.string() }),
    account_expires_at: z.string().optional(),
  }),
);
const ChargeSuccess = z.object({
  event: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
  }),
});
/** Paystack answered and said no (`status: false`, under a 4xx or even a 2xx). */
class PaystackRefusal extends Error {
  constructor(
    path: string,
    readonly httpStatus: number,
    readonly reason: string,
  ) {
    super(`Paystack ${path}: ${reason}`);
  }
}

/**
 * Paystack (docs/engineering.md#payments): Pay-with-Transfer charges for top-ups,
 * `x-paystack-signature` webhooks (hex HMAC-SHA512 of the raw body, keyed with the secret key), and
 * transfers from the Paystack balance for payouts (a recipient, then a transfer under our
 * reference). Amounts are kobo.
 */
export function createPaystackProvider(options: {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long any other request (bank lists, name enquiry, a charge) may go unanswered. */
  timeoutMs?: number;
  /** How long a payout request may go unanswered before its outcome is unknown. */
  payoutTimeoutMs?: number;
}): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const payoutTimeoutMs = options.payoutTimeoutMs ?? 15_000;

  /**
   * One request. Throws `PaystackRefusal` when Paystack answered `status: false` below 500,
   * and a plain Error for anything else (no answer, a timeout, a 5xx, an answer not understood).
   */
  async function call<T extends z.ZodType>(
    schema: T,
    path: string,
    init?: RequestInit,
    waitMs = timeoutMs,
  ): Promise<z.output<T>> {
    const response = await doFetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/json',
      },
      signal: AbortSignal.timeout(waitMs),
    });
    const body: unknown = await response.json().catch(() => ({}));
    // Errors name the path without its query: an account number stays out of the log.
    const endpoint = path.split('?')[0] ?? path;
    const refusal = Refusal.safeParse(body);
    if (refusal.success && response.status < 500) {
      const reason = refusal.data.message ?? `HTTP ${response.status}`;
      throw new PaystackRefusal(endpoint, response.status, reason);
    }
    if (!response.ok) {
      const message = (body as { message?: string }).message ?? `HTTP ${response.status}`;
      throw new Error(`Paystack ${endpoint}: ${message}`);
    }
    return schema.parse(body);
  }

  /** The transfer under our reference, or null when Paystack has none. */
  async function findTransfer(reference: string): Promise<PayoutOutcome | null> {
    try {
      const { data } = await call(Transfer, `/transfer/verify/${encodeURIComponent(reference)}`);
      return payoutOutcome(data);
    } catch (error) {
      if (
        error instanceof PaystackRefusal &&
        (error.httpStatus === 404 || /not found/i.test(error.reason))
      ) {
        return null;
      }
      throw error;
    }
  }

  /**
   * A payout that was not sent is failed, unless a transfer under its reference already exists
   * (an earlier attempt that did not answer; Paystack refuses a reference used before): then it
   * is that transfer. Throws `PayoutOutcomeUnknown` when Paystack cannot say.
   */
  async function failedUnlessSent(reference: string, reason: string): Promise<PayoutOutcome> {
    let sent: PayoutOutcome | null;
    try {
      sent = await findTransfer(reference);
    } catch (error) {
      throw new PayoutOutcomeUnknown(error);
    }
    return sent ?? { state: 'failed', reason };
  }

  const cards = paystackCards((schema, path, init) => call(schema, path, init));

  return {
    name: 'paystack',
    paymentPageOrigins: ['https://checkout.paystack.com'],

    startCardPayment: (request) => cards.start(request),

    /** A refusal (already refunded, too much) is a failed refund, not a reason to ask again. */
    async refundCardPayment(request) {
      try {
        return await cards.refund(request);
      } catch (error) {
        if (error instanceof PaystackRefusal && error.httpStatus < 500) {
          return { state: 'failed', providerReference: '', failure: error.reason };
        }
        throw error;
      }
    },

    getCardRefund: (request, providerReference) => cards.getRefund(request, providerReference),

    /** Null when Paystack has no transaction under the reference (it answers 400 or 404). */
    async verifyCardPayment(reference) {
      try {
        return await cards.verify(reference);
      } catch (error) {
        if (error instanceof PaystackRefusal && error.httpStatus < 500) return null;
        throw error;
      }
    },

    async listTopUpBanks(currency) {
      if (currency !== 'NGN') return [];
      const { data } = await call(
        BankList,
        '/bank?country=nigeria&pay_with_bank_transfer=true&perPage=100',
      );
      return data.map((bank) => ({
        code: bank.code,
        name: bank.name,
        available: bank.active !== false,
      }));
    },

    async createTopUp(request): Promise<TopUpAccount> {
      const { data } = await call(PendingCharge, '/charge', {
        method: 'POST',
        body: JSON.stringify({
          email: request.email,
          amount: Number(request.amountDue),
          currency: request.currency,
          reference: request.reference,
          bank_transfer: { account_expires_at: request.expiresAt.toISOString() },
        }),
      });
      return {
        providerReference: data.reference,
        accountNumber: data.account_number,
        accountName: data.account_name,
        bankName: data.bank.name,
        expiresAt: data.account_expires_at ? new Date(data.account_expires_at) : request.expiresAt,
      };
    },

    async listPayoutBanks(currency) {
      if (currency !== 'NGN') return [];
      // More than 100 Nigerian banks and microfinance banks take transfers: follow the cursor.
      const banks: { code: string; name: string }[] = [];
      let cursor: string | null | undefined;
      for (let page = 0; page < 20; page += 1) {
        const query = new URLSearchParams({
          country: 'nigeria',
          currency: 'NGN',
          perPage: '100',
          use_cursor: 'true',
        });
        if (cursor) query.set('next', cursor);
        const { data, meta } = await call(PagedBankList, `/bank?${query}`);
        for (const bank of data) {
          if (bank.active !== false) banks.push({ code: bank.code, name: bank.name });
        }
        cursor = meta?.next;
        if (!cursor) break;
      }
      return banks;
    },

    async resolveAccount(bankCode, accountNumber) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      try {
        const { data } = await call(ResolvedAccount, `/bank/resolve?${query}`);
        return { accountName: data.account_name };
      } catch (error) {
        // 422 "Could not resolve account name"; 400 for a bank code or number it cannot use.
        // A refused key (401) or a rate limit (429) says nothing of the account: those throw.
        if (error instanceof PaystackRefusal && [200, 400, 404, 422].includes(error.httpStatus)) {
          return null;
        }
        throw error;
      }
    },

    async createPayout(request) {
      let recipient: string;
      try {
        const { data } = await call(Recipient, '/transferrecipient', {
          method: 'POST',
          body: JSON.stringify({
            type: 'nuban',
            name: request.accountName,
            account_number: request.accountNumber,
            bank_code: request.bankCode,
            currency: request.currency,
          }),
        });
        recipient = data.recipient_code;
      } catch (error) {
        // No transfer was asked for: whatever went wrong, this attempt paid nothing.
        const reason =
          error instanceof PaystackRefusal ? error.reason : 'The payout provider did not answer';
        return failedUnlessSent(request.reference, reason);
      }

      let transfer: z.output<typeof Transfer>['data'];
      try {
        ({ data: transfer } = await call(
          Transfer,
          '/transfer',
          {
            method: 'POST',
            body: JSON.stringify({
              source: 'balance',
              amount: Number(request.amount),
              recipient,
              // Ours is `trf_` and 20 of [a-z0-9]: within Paystack's 16-50 of [a-z0-9_-].
              reference: request.reference,
              reason: request.narration,
              currency: request.currency,
            }),
          },
          payoutTimeoutMs,
        ));
      } catch (error) {
        // Refused (say, too little in the Paystack balance): nothing was sent. Anything else (no
        // answer, a timeout, a 5xx, an answer we cannot read) may have been accepted.
        if (error instanceof PaystackRefusal) {
          return failedUnlessSent(request.reference, error.reason);
        }
        throw new PayoutOutcomeUnknown(error);
      }
      return payoutOutcome(transfer);
    },

    async getPayout({ reference }) {
      return findTransfer(reference);
    },

    parseWebhook(rawBody, headers): WebhookEvent | null {
      if (!isValidSignature(rawBody, headers[PAYSTACK_SIGNATURE_HEADER], options.secretKey)) {
        throw new InvalidWebhookSignature();
      }
      const json: unknown = JSON.parse(rawBody);
      const transfer = TransferSettled.safeParse(json);
      if (transfer.success) {
        const { event, data } = transfer.data;
        // Paystack sends no event id: the event and the transfer name one outcome of one transfer,
        // the same on every redelivery, and a reversal after a success is a new event.
        const transferId = data.id ?? data.transfer_code;
        if (transferId === null || transferId === undefined || transferId === '') return null;
        const state = TRANSFER_EVENT_STATES[event];
        const reason = failureReason(state, data.gateway_response);
        return {
          type: 'payout.settled',
          eventId: `${event}:${transferId}`,
          reference: data.reference,
          state,
          ...(reason ? { reason } : {}),
        };
      }
      const body = ChargeSuccess.safeParse(json);
      if (!body.success || body.data.event !== 'charge.success') return null;
      const { data } = body.data;
      return {
        type: 'payment.received',
        eventId: `charge.success:${data.id}`,
        reference: data.reference,
        amountPaid: BigInt(data.amount),
        currency: data.currency,
        paidAt: data.paid_at ? new Date(data.paid_at) : new Date(),
      };
    },
  };
}
