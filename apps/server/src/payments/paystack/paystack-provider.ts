import { z } from 'zod';
import {
  InvalidWebhookSignature,
  type PaymentProvider,
  type TopUpAccount,
  type WebhookEvent,
} from '../provider';
import { isValidSignature } from '../webhook-signature';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data });

const BankList = Envelope(
  z.array(z.object({ code: z.string(), name: z.string(), active: z.boolean().optional() })),
);
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

/**
 * Paystack (DESIGN.md §7): Pay-with-Transfer charges for top-ups, `x-paystack-signature`
 * webhooks (hex HMAC-SHA512 of the raw body, keyed with the secret key). Amounts are kobo.
 */
export function createPaystackProvider(options: {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T extends z.ZodType>(
    schema: T,
    path: string,
    init?: RequestInit,
  ): Promise<z.output<T>> {
    const response = await doFetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/json',
      },
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const message = (body as { message?: string }).message ?? `HTTP ${response.status}`;
      throw new Error(`Paystack ${path}: ${message}`);
    }
    return schema.parse(body);
  }

  return {
    name: 'paystack',
    paymentPageOrigins: ['https://checkout.paystack.com'],

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

    parseWebhook(rawBody, headers): WebhookEvent | null {
      if (!isValidSignature(rawBody, headers[PAYSTACK_SIGNATURE_HEADER], options.secretKey)) {
        throw new InvalidWebhookSignature();
      }
      const body = ChargeSuccess.safeParse(JSON.parse(rawBody));
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
