import { isCleanText } from '@olivia/contracts/text';

/**
 * The one interface the services call to reach a payment provider (DESIGN.md §7). Amounts are
 * integer minor units; providers convert at their own edge.
 */
export interface Bank {
  code: string;
  name: string;
}

export interface TopUpAccount {
  /** The provider's reference of the charge; ours is `reference`. */
  providerReference: string;
  /** An account number, or an https link where the payer completes the payment. */
  accountNumber: string;
  accountName: string;
  bankName: string;
  expiresAt: Date;
}

export interface CreateTopUp {
  reference: string;
  /** What the payer must send: the top-up amount plus the fee. */
  amountDue: bigint;
  currency: string;
  bankCode: string;
  email: string;
  storeName: string;
  expiresAt: Date;
}

/** A payment into a top-up account, learned from a verified webhook. */
export interface PaymentReceived {
  type: 'payment.received';
  /** Unique per delivery of this event by the provider: the idempotency key. */
  eventId: string;
  reference: string;
  amountPaid: bigint;
  currency: string;
  paidAt: Date;
}

export type WebhookEvent = PaymentReceived;

/** Amounts in minor units up to this are exact as JSON numbers and in the ledger. */
const MAX_PAYMENT_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const isIdentifier = (value: string) =>
  value.length > 0 && value.length <= 200 && isCleanText(value);

/**
 * Whether a payment read from a verified webhook can be recorded: the fields money depends on
 * (event id, reference, amount, currency, time) are well formed. A signed body can still hold
 * NUL or a lone surrogate, which PostgreSQL refuses, or a currency nobody can hold.
 */
export function isUsablePayment(payment: PaymentReceived): boolean {
  return (
    isIdentifier(payment.eventId) &&
    isIdentifier(payment.reference) &&
    /^[A-Z]{3}$/.test(payment.currency) &&
    payment.amountPaid > 0n &&
    payment.amountPaid <= MAX_PAYMENT_MINOR &&
    !Number.isNaN(payment.paidAt.getTime())
  );
}

export type ProviderName = 'sandbox' | 'paystack';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Origins of hosted payment pages the web app may frame (the CSP allows only these). */
  readonly paymentPageOrigins: readonly string[];
  /** Banks a customer can pay a top-up from (SPEC's "supported-bank", the channel list). */
  listTopUpBanks(currency: string): Promise<(Bank & { available: boolean })[]>;
  createTopUp(request: CreateTopUp): Promise<TopUpAccount>;
  /**
   * Checks a webhook's signature over the raw body and reads it. Returns null for a verified
   * event this product does not act on; throws `InvalidWebhookSignature` for a forged one.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent | null;
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('Invalid webhook signature');
  }
}
