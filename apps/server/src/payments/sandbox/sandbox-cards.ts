import { randomInt } from 'node:crypto';
import {
  type CardCheckout,
  type CardDetails,
  type CardPaymentOutcome,
  type CardPaymentState,
  type FailureCategory,
  type StartCardPayment,
} from '../provider';

/**
 * The sandbox's test cards (README, "Payments sandbox"), as Paystack documents its own: what each
 * does on the sandbox card page. Any other number is declined as an invalid card.
 */
export const SANDBOX_TEST_CARDS = {
  '4084084084084081': { behaviour: 'success', brand: 'visa', bank: 'Test Bank' },
  '4000000000000002': { behaviour: 'declined', brand: 'visa', bank: 'Access Bank' },
  '4000000000009995': { behaviour: 'insufficient', brand: 'visa', bank: 'Guaranty Trust Bank' },
  '5060666666666666666': { behaviour: 'otp', brand: 'verve', bank: 'Zenith Bank' },
  '4000000000003220': { behaviour: 'three-d-secure', brand: 'visa', bank: 'First Bank of Nigeria' },
  '4000000000000119': { behaviour: 'timeout', brand: 'visa', bank: 'United Bank For Africa' },
} as const;
export type SandboxCardBehaviour =
  (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]['behaviour'];
/** The OTP the sandbox's OTP card takes. */
export const SANDBOX_OTP = '123456';

/** What the card page shows next: a result, an OTP field, or a 3-D Secure challenge. */
export type SandboxCardStep = 'done' | 'otp' | 'three-d-secure';

interface SandboxCharge {
  request: StartCardPayment;
  transactionId: string;
  state: CardPaymentState;
  /** A timed-out charge: it fails at this time (the bank never answered). */
  failsAt?: number;
  card?: CardDetails;
  gatewayResponse: string;
  failure?: FailureCategory;
  paidAt?: Date;
  awaiting?: 'otp' | 'three-d-secure';
  delivery?: Promise<void>;
  steps: { at: string; step: string; message: string }[];
}

const FAILURES: Record<string, { response: string; failure: FailureCategory }> = {
  declined: { response: 'Declined by the issuing bank (Do Not Honour)', failure: 'bank' },
  insufficient: { response: 'Insufficient Funds', failure: 'customer' },
  invalid: { response: 'Invalid card number', failure: 'customer' },
  wrongOtp: { response: 'Token Authentication Failed (wrong OTP)', failure: 'customer' },
  denied: { response: '3-D Secure authentication failed', failure: 'customer' },
  timeout: { response: 'Issuer or switch inoperative (timed out)', failure: 'bank' },
};

/**
 * The sandbox's card processor: charges kept in memory (a restart forgets them: they then read
 * as unknown and are abandoned by the verify job), stepped through by the sandbox card page.
 * `onSuccess` delivers the signed `charge.success` a real provider sends.
 */
export function createSandboxCards(options: {
  now: () => Date;
  quickSettleMs: number;
  /** Delivers the success's webhook; the card page waits for it before sending the payer back. */
  onSuccess: (charge: {
    reference: string;
    transactionId: string;
    amount: bigint;
    currency: string;
    paidAt: Date;
  }) => Promise<void>;
}) {
  const charges = new Map<string, SandboxCharge>();
  const at = () => options.now().toISOString();

  function settle(charge: SandboxCharge, outcome: 'success' | keyof typeof FAILURES) {
    charge.awaiting = undefined;
    if (outcome === 'success') {
      charge.state = 'success';
      charge.gatewayResponse = 'Approved';
      charge.paidAt = options.now();
      charge.steps.push({ at: at(), step: 'success', message: 'Approved' });
      charge.delivery = options
        .onSuccess({
          reference: charge.request.reference,
          transactionId: charge.transactionId,
          amount: charge.request.amount,
          currency: charge.request.currency,
          paidAt: charge.paidAt,
        })
        .catch(() => undefined);
      return;
    }
    const failed = FAILURES[outcome];
    if (!failed) return;
    charge.state = 'failed';
    charge.gatewayResponse = failed.response;
    charge.failure = failed.failure;
    charge.steps.push({ at: at(), step: 'failed', message: failed.response });
  }

  return {
    start(request: StartCardPayment): CardCheckout {
      const transactionId = String(randomInt(1_000_000_000, 9_999_999_999));
      charges.set(request.reference, {
        request,
        transactionId,
        state: 'pending',
        gatewayResponse: '',
        steps: [{ at: at(), step: 'initialized', message: 'Payment page opened' }],
      });
      return {
        providerReference: `SBX-CARD-${transactionId}`,
        checkoutUrl: `/sandbox-card/${encodeURIComponent(request.reference)}`,
      };
    },

    /** Settles once the success's webhook was delivered (a lost one: the verify job's). */
    delivered: async (reference: string) => {
      await charges.get(reference)?.delivery;
    },

    /** The charge as the card page shows it (amount, store, what it waits for). */
    charge(reference: string) {
      const charge = charges.get(reference);
      return charge && { request: charge.request, state: charge.state, awaiting: charge.awaiting };
    },

    /** The card number entered on the page: what it does, and the page's next step. */
    submitCard(reference: string, number: string, expiry: string): SandboxCardStep | null {
      const charge = charges.get(reference);
      if (!charge || charge.state !== 'pending' || charge.awaiting) return null;
      const digits = number.replace(/\D/g, '');
      const test = (
        SANDBOX_TEST_CARDS as Record<
          string,
          (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]
        >
      )[digits];
      charge.steps.push({
        at: at(),
        step: 'card',
        message: `Card ending ${digits.slice(-4)} entered`,
      });
      if (!test) {
        settle(charge, 'invalid');
        return 'done';
      }
      charge.card = {
        brand: test.brand,
        last4: digits.slice(-4),
        bin: digits.slice(0, 6),
        expiry,
        bank: test.bank,
      };
      switch (test.behaviour) {
        case 'success':
          settle(charge, 'success');
          return 'done';
        case 'declined':
        case 'insufficient':
          settle(charge, test.behaviour);
          return 'done';
        case 'otp':
          charge.awaiting = 'otp';
          charge.steps.push({ at: at(), step: 'otp', message: 'OTP sent to the card holder' });
          return 'otp';
        case 'three-d-secure':
          charge.awaiting = 'three-d-secure';
          charge.steps.push({ at: at(), step: '3ds', message: '3-D Secure challenge shown' });
          return 'three-d-secure';
        case 'timeout':
          charge.failsAt = options.now().getTime() + options.quickSettleMs;
          charge.steps.push({ at: at(), step: 'sent', message: 'Sent to the issuing bank' });
          return 'done';
      }
    },

    submitOtp(reference: string, otp: string): boolean {
      const charge = charges.get(reference);
      if (!charge || charge.awaiting !== 'otp') return false;
      settle(charge, otp.trim() === SANDBOX_OTP ? 'success' : 'wrongOtp');
      return true;
    },

    submitThreeDSecure(reference: string, approve: boolean): boolean {
      const charge = charges.get(reference);
      if (!charge || charge.awaiting !== 'three-d-secure') return false;
      settle(charge, approve ? 'success' : 'denied');
      return true;
    },

    /** The payer left the page: the charge is abandoned. */
    cancel(reference: string): boolean {
      const charge = charges.get(reference);
      if (!charge || charge.state !== 'pending') return false;
      charge.state = 'abandoned';
      charge.gatewayResponse = 'The customer left the payment page';
      charge.steps.push({ at: at(), step: 'abandoned', message: charge.gatewayResponse });
      return true;
    },

    verify(reference: string): CardPaymentOutcome | null {
      const charge = charges.get(reference);
      if (!charge) return null;
      if (
        charge.state === 'pending' &&
        charge.failsAt &&
        options.now().getTime() >= charge.failsAt
      ) {
        settle(charge, 'timeout');
      }
      return {
        state: charge.state,
        transactionId: charge.transactionId,
        amount: charge.request.amount,
        currency: charge.request.currency,
        ...(charge.paidAt ? { paidAt: charge.paidAt } : {}),
        ...(charge.card ? { card: charge.card } : {}),
        gatewayResponse: charge.gatewayResponse,
        ...(charge.failure ? { failure: charge.failure } : {}),
        steps: [...charge.steps],
      };
    },
  };
}

export type SandboxCards = ReturnType<typeof createSandboxCards>;
