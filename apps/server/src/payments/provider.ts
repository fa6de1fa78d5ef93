import { isCleanText } from '@olivia/contracts/text';

/**
 * The one interface the services call to reach a payment provider (docs/engineering.md#payments).
 * Amounts are integer minor units; providers convert at their own edge.
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

/** A payout (transfer) the provider has settled, learned from a verified webhook. */
export interface PayoutSettled {
  type: 'payout.settled';
  eventId: string;
  /** Our reference of the payout (the transfer's `ref`). */
  reference: string;
  state: FinalPayoutState;
  reason?: string;
}

export type WebhookEvent = PaymentReceived | PayoutSettled;

/**
 * Where a payout stands at the provider: accepted and not final yet (`pending`), paid
 * (`success`), refused after acceptance (`failed`), or paid and then returned (`reversed`).
 */
export type PayoutState = 'pending' | 'success' | 'failed' | 'reversed';
export type FinalPayoutState = Exclude<PayoutState, 'pending'>;

export interface PayoutOutcome {
  state: PayoutState;
  /** The provider's own id of the payout, when it gave one. */
  providerReference?: string;
  reason?: string;
}

export interface CreatePayout {
  /** Ours, unique, sent as the provider's idempotency reference: a retry never pays twice. */
  reference: string;
  amount: bigint;
  currency: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
}

/** What a status enquiry needs: our reference, and what the payout was sent to and when. */
export interface PayoutEnquiry {
  reference: string;
  accountNumber: string;
  requestedAt: Date;
}

/**
 * The provider did not answer a payout request (a timeout, a dropped connection): the payout
 * may or may not have been accepted. It stays in flight until a status enquiry says.
 */
export class PayoutOutcomeUnknown extends Error {
  constructor(cause?: unknown) {
    super('The payout provider did not answer', { cause });
  }
}

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

/** Whether a payout outcome read from a verified webhook can be applied. */
export function isUsablePayoutEvent(event: PayoutSettled): boolean {
  return (
    isIdentifier(event.eventId) &&
    isIdentifier(event.reference) &&
    (event.reason === undefined || isCleanText(event.reason))
  );
}

/** A card payment to start on the provider's own page (card data never reaches Olivia). */
export interface StartCardPayment {
  /** Ours, unique: the provider's transaction reference. */
  reference: string;
  /** What the payer is charged, minor units. */
  amount: bigint;
  currency: string;
  email: string;
  storeName: string;
  description: string;
  /** Where the provider sends the payer back; the payment is verified there, never trusted. */
  returnUrl: string;
}

export interface CardCheckout {
  providerReference: string;
  /** The provider's page where the payer enters their card. */
  checkoutUrl: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  bin: string;
  expiry: string;
  bank: string;
}

/** Who a card payment's failure is down to (the success rate's split). */
export type FailureCategory = 'customer' | 'bank' | 'system';
export type CardPaymentState = 'pending' | 'success' | 'failed' | 'abandoned';

/** A step of a card payment at the provider, as its verification tells it. */
export interface CardPaymentStep {
  at: string;
  step: string;
  message: string;
}

/** What verifying a card payment at the provider answers. */
export interface CardPaymentOutcome {
  state: CardPaymentState;
  /** The provider's transaction id: with its `charge.success` webhook it names one payment. */
  transactionId: string;
  amount: bigint;
  currency: string;
  paidAt?: Date;
  card?: CardDetails;
  /** The processor's own words ('Approved', 'Insufficient Funds'), kept for the timeline. */
  gatewayResponse: string;
  failure?: FailureCategory;
  steps: CardPaymentStep[];
}

/** The event id a card payment's success has, by webhook or by verification alike. */
export const cardSuccessEventId = (transactionId: string) => `charge.success:${transactionId}`;

/** A refund of a successful card payment (ADR 0030), all or part of it. */
export interface CardRefundRequest {
  /** Ours, unique: sent in the provider's note so a refund whose answer was lost can be found. */
  reference: string;
  /** The provider's id of the payment refunded (its verification's `transactionId`), else ours. */
  transactionId: string;
  amount: bigint;
  currency: string;
  /** Shown to the customer by providers that tell them. */
  reason: string;
}

export type CardRefundState = 'pending' | 'processed' | 'failed';

export interface CardRefundOutcome {
  state: CardRefundState;
  /** The provider's id of the refund. */
  providerReference: string;
  /** Why it failed, in the provider's words. */
  failure?: string;
}

export type ProviderName = 'sandbox' | 'paystack';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Origins of hosted payment pages the web app may frame (the CSP allows only these). */
  readonly paymentPageOrigins: readonly string[];
  /** Banks a customer can pay a top-up from (the product's "supported-bank", the channel list). */
  listTopUpBanks(currency: string): Promise<(Bank & { available: boolean })[]>;
  createTopUp(request: CreateTopUp): Promise<TopUpAccount>;
  /** Opens the provider's card page for a payment (Paystack: transaction/initialize). */
  startCardPayment(request: StartCardPayment): Promise<CardCheckout>;
  /** A card payment's state at the provider (Paystack: transaction/verify); null if unknown. */
  verifyCardPayment(reference: string): Promise<CardPaymentOutcome | null>;
  /** Asks the provider to refund a card payment (Paystack: POST /refund); throws if unanswered. */
  refundCardPayment(request: CardRefundRequest): Promise<CardRefundOutcome>;
  /**
   * A refund's state: by the provider's id when the request was answered, else found by our
   * reference among the payment's refunds; null when the provider has no such refund.
   */
  getCardRefund(
    request: CardRefundRequest,
    providerReference: string | null,
  ): Promise<CardRefundOutcome | null>;
  /** Banks a payout can be sent to. */
  listPayoutBanks(currency: string): Promise<Bank[]>;
  /** Name enquiry: the account's name, or null when the bank has no such account. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string } | null>;
  /**
   * Sends a payout under our reference (sending the same reference again never pays twice).
   * Throws `PayoutOutcomeUnknown` when the provider does not answer.
   */
  createPayout(request: CreatePayout): Promise<PayoutOutcome>;
  /** A payout's state at the provider; null when it has no payout under that reference. */
  getPayout(enquiry: PayoutEnquiry): Promise<PayoutOutcome | null>;
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
