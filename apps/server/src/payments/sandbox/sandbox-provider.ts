import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NIGERIAN_BANKS } from '../nigerian-banks';
import {
  cardSuccessEventId,
  InvalidWebhookSignature,
  PayoutOutcomeUnknown,
  type Bank,
  type PaymentProvider,
  type PayoutOutcome,
  type PayoutState,
  type TopUpAccount,
  type WebhookEvent,
} from '../provider';
import { isValidSignature, signBody } from '../webhook-signature';
import { createSandboxCards, type SandboxCards } from './sandbox-cards';
import { createSandboxRefunds } from './sandbox-refunds';

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

const SandboxPayoutWebhookSchema = z.object({
  id: z.string().min(1),
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({ reference: z.string(), reason: z.string().optional() }),
});
type SandboxPayoutWebhook = z.infer<typeof SandboxPayoutWebhookSchema>;

const PAYOUT_STATES = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
} as const;

/**
 * The sandbox's test accounts for payouts (README, "Payments sandbox"), at any bank. Any other
 * 10-digit account resolves to a made-up name and is paid at once.
 */
export const SANDBOX_PAYOUT_ACCOUNTS = {
  '0000000001': { name: 'Sandbox Success Account', behaviour: 'success' },
  /** Accepted, then refused by the bank: a `transfer.failed` webhook a few seconds later. */
  '0000000002': { name: 'Sandbox Failure Account', behaviour: 'fails' },
  /** Name enquiry finds no such account. */
  '0000000003': { name: '', behaviour: 'not-found' },
  /** Accepted and pending; `transfer.success` arrives minutes later. */
  '0000000004': { name: 'Sandbox Delayed Account', behaviour: 'delayed' },
  /** The payout request gets no answer; a status enquiry later finds it paid. */
  '0000000005': { name: 'Sandbox Timeout Account', behaviour: 'timeout' },
  /** Paid, then returned by the bank: `transfer.reversed` a few seconds later. */
  '0000000006': { name: 'Sandbox Reversal Account', behaviour: 'reverses' },
} as const;
type Behaviour =
  (typeof SANDBOX_PAYOUT_ACCOUNTS)[keyof typeof SANDBOX_PAYOUT_ACCOUNTS]['behaviour'];

/** Shorter account numbers (a UK account's 8 digits, for settlements) count as zero-padded. */
const behaviourOf = (accountNumber: string): Behaviour =>
  (SANDBOX_PAYOUT_ACCOUNTS as Record<string, { behaviour: Behaviour }>)[
    accountNumber.padStart(10, '0')
  ]?.behaviour ?? 'success';

const MADE_UP_NAMES = ['Chinwe Okafor', 'Bayo Adeyemi', 'Hauwa Bello', 'Emeka Nwosu', 'Funke Ade'];

export interface SandboxProviderOptions {
  webhookSecret: string;
  /** How long a failure or a reversal takes to arrive (default 5 s). */
  quickSettleMs?: number;
  /** How long a delayed payout takes to be paid (default 2 minutes). */
  slowSettleMs?: number;
  now?: () => Date;
}

type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxProvider extends PaymentProvider {
  /**
   * Where the sandbox posts the webhooks of payouts that settle later: the app's own webhook
   * endpoint, so they go through the code a real provider's would.
   */
  deliverWebhooksTo(deliver: Deliver): void;
  /** The sandbox's card processor, which its card page drives. */
  cards: SandboxCards;
  /** Cancels deliveries not yet made (shutdown). */
  close(): void;
}

/** Whether `provider` is the sandbox, with its own way of delivering later outcomes. */
export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  'deliverWebhooksTo' in provider;

/**
 * The default provider: no network, deterministic, paid by the sandbox bank
 * (docs/engineering.md#payments).
 */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const quickMs = options.quickSettleMs ?? 5_000;
  const slowMs = options.slowSettleMs ?? 120_000;
  const now = options.now ?? (() => new Date());
  const timers = new Set<NodeJS.Timeout>();
  let deliver: Deliver | undefined;

  const signed = (webhook: object) => {
    const body = JSON.stringify(webhook);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(body, options.webhookSecret),
    };
    return { body, headers };
  };

  const refunds = createSandboxRefunds({ now, settleMs: quickMs });
  const cards = createSandboxCards({
    now,
    quickSettleMs: quickMs,
    onSuccess: async (charge) => {
      const { body, headers } = signed({
        id: cardSuccessEventId(charge.transactionId),
        event: 'charge.success',
        data: {
          reference: charge.reference,
          amount: Number(charge.amount),
          currency: charge.currency,
          paid_at: charge.paidAt.toISOString(),
        },
      });
      await deliver?.(body, headers);
    },
  });

  function sendLater(afterMs: number, webhook: SandboxPayoutWebhook) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const { body, headers } = signed(webhook);
      // A lost delivery is what the reconciler is for: it asks for the state later.
      deliver?.(body, headers).catch(() => undefined);
    }, afterMs);
    timer.unref();
    timers.add(timer);
  }

  /** The state a payout to `accountNumber` requested at `requestedAt` has now. */
  function stateOf(accountNumber: string, requestedAt: Date): PayoutState {
    const elapsed = now().getTime() - requestedAt.getTime();
    switch (behaviourOf(accountNumber)) {
      case 'success':
      case 'timeout':
        return 'success';
      case 'not-found':
        return 'failed';
      case 'fails':
        return elapsed >= quickMs ? 'failed' : 'pending';
      case 'delayed':
        return elapsed >= slowMs ? 'success' : 'pending';
      case 'reverses':
        return elapsed >= quickMs ? 'reversed' : 'success';
    }
  }

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

    cards,

    async startCardPayment(request) {
      return cards.start(request);
    },

    async verifyCardPayment(reference) {
      return cards.verify(reference);
    },

    async refundCardPayment(request) {
      return refunds.refund(request);
    },

    async getCardRefund(_request, providerReference) {
      return refunds.get(providerReference);
    },

    async listPayoutBanks(currency) {
      return currency === 'NGN' ? NIGERIAN_BANKS.map(({ code, name }) => ({ code, name })) : [];
    },

    async resolveAccount(bankCode, accountNumber) {
      if (!NIGERIAN_BANKS.some((bank) => bank.code === bankCode)) return null;
      const known = (SANDBOX_PAYOUT_ACCOUNTS as Record<string, { name: string }>)[accountNumber];
      if (known) return known.name ? { accountName: known.name } : null;
      const index = Number(accountNumber.slice(-2)) % MADE_UP_NAMES.length;
      return { accountName: MADE_UP_NAMES[index] ?? 'Test Account' };
    },

    async createPayout(request): Promise<PayoutOutcome> {
      const providerReference = `SBX-${request.reference}`;
      const event = (name: SandboxPayoutWebhook['event'], reason?: string) => ({
        id: `evt_${randomUUID()}`,
        event: name,
        data: { reference: request.reference, ...(reason ? { reason } : {}) },
      });
      switch (behaviourOf(request.accountNumber)) {
        case 'success':
          return { state: 'success', providerReference };
        case 'not-found':
          return { state: 'failed', providerReference, reason: 'Account not found' };
        case 'fails':
          sendLater(quickMs, event('transfer.failed', 'Beneficiary bank unavailable'));
          return { state: 'pending', providerReference };
        case 'delayed':
          sendLater(slowMs, event('transfer.success'));
          return { state: 'pending', providerReference };
        case 'timeout':
          throw new PayoutOutcomeUnknown();
        case 'reverses':
          sendLater(quickMs, event('transfer.reversed', 'Returned by the beneficiary bank'));
          return { state: 'success', providerReference };
      }
    },

    async getPayout(enquiry) {
      return {
        state: stateOf(enquiry.accountNumber, enquiry.requestedAt),
        providerReference: `SBX-${enquiry.reference}`,
      };
    },

    parseWebhook(rawBody, headers): WebhookEvent | null {
      if (!isValidSignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], options.webhookSecret)) {
        throw new InvalidWebhookSignature();
      }
      const json: unknown = JSON.parse(rawBody);
      const payout = SandboxPayoutWebhookSchema.safeParse(json);
      if (payout.success) {
        return {
          type: 'payout.settled',
          eventId: payout.data.id,
          reference: payout.data.data.reference,
          state: PAYOUT_STATES[payout.data.event],
          ...(payout.data.data.reason ? { reason: payout.data.data.reason } : {}),
        };
      }
      const body = SandboxWebhookSchema.parse(json);
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

    deliverWebhooksTo(target) {
      deliver = target;
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
