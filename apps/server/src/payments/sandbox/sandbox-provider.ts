import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { NIGERIAN_BANKS } from '../nigerian-banks';
import {
  InvalidWebhookSignature,
  type Bank,
  type PaymentProvider,
  type TopUpAccount,
  type WebhookEvent,
} from '../provider';
import { isValidSignature } from '../webhook-signature';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const bankNamed = (name: string): Bank => {
  const bank = NIGERIAN_BANKS.find((b) => b.name === name);
  if (!bank) throw new Error(`unknown bank ${name}`);
  return bank;
};

/**
 * The channels the sandbox offers for NGN top-ups. Sterling Bank is always unavailable, so the
 * 'Selected Bank is not available at the moment' path can be tried (see the README).
 */
const NGN_TOP_UP_BANKS = [
  { ...bankNamed('Wema Bank'), available: true },
  { ...bankNamed('Providus Bank'), available: true },
  { ...bankNamed('Sterling Bank'), available: false },
];
const FOREIGN_TOP_UP_BANK = { code: 'SANDBOX', name: 'Olivia Sandbox Bank', available: true };

/** The body the sandbox bank signs and posts to the webhook endpoint, shaped like Paystack's. */
export const SandboxWebhookSchema = z.object({
  id: z.string().min(1),
  event: z.string(),
  data: z.object({
    reference: z.string(),
    amount: z.number().int().positive(),
    currency: z.string(),
    paid_at: z.iso.datetime(),
  }),
});
export type SandboxWebhook = z.infer<typeof SandboxWebhookSchema>;

/** The default provider: no network, deterministic, paid by the sandbox bank (DESIGN.md §7). */
export function createSandboxProvider(options: { webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    paymentPageOrigins: [],

    async listTopUpBanks(currency) {
      return currency === 'NGN' ? NGN_TOP_UP_BANKS : [FOREIGN_TOP_UP_BANK];
    },

    async createTopUp(request): Promise<TopUpAccount> {
      const bank = [...NGN_TOP_UP_BANKS, FOREIGN_TOP_UP_BANK].find(
        (b) => b.code === request.bankCode,
      );
      return {
        providerReference: `SBX-${request.reference}`,
        accountNumber: `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
        accountName: `Olivia Checkout - ${request.storeName}`.slice(0, 60),
        bankName: bank?.name ?? FOREIGN_TOP_UP_BANK.name,
        expiresAt: request.expiresAt,
      };
    },

    parseWebhook(rawBody, headers): WebhookEvent | null {
      if (!isValidSignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], options.webhookSecret)) {
        throw new InvalidWebhookSignature();
      }
      const body = SandboxWebhookSchema.parse(JSON.parse(rawBody));
      if (body.event !== 'charge.success') return null;
      return {
        type: 'payment.received',
        eventId: body.id,
        reference: body.data.reference,
        amountPaid: BigInt(body.data.amount),
        currency: body.data.currency,
        paidAt: new Date(body.data.paid_at),
      };
    },
  };
}
