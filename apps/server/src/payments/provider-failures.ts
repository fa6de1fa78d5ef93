import { messages } from '@olivia/contracts/messages';
import { DomainError, providerUnavailable } from '../lib/errors';
import type { PaymentProvider } from './provider';

/**
 * The one place a failed question to the payment provider becomes an answer (issue 25): no
 * answer, a refused connection, a timeout, a 5xx, an answer we cannot read, or a refusal that
 * says nothing of the request (a bad key, a rate limit) is the provider's failure, not ours, and
 * the error handler answers it 502 with docs/product/rules.md's words for the step the user is on:
 *
 * - the top-up's bank list and account: 'Failed to fetch payment details' (docs/product/rules.md
 *   Top-up);
 * - the transfer's bank list and name enquiry: 'Unable to confirm account details',
 *   docs/product/rules.md's transfer fallback for the step that picks the bank and confirms the
 *   account (the bank list is only asked for to confirm an account: the form's list and
 *   validation's bank name).
 *
 * Payouts and refunds are left as they are: their failures have meanings of their own (ADR 0010), decided
 * by the provider, by `payout-settlement.ts` and by the refund's job (ADR 0030). The provider's error is kept as the cause, for
 * the log (sanitised there), never in the answer.
 */
export function answeringProviderFailures(provider: PaymentProvider): PaymentProvider {
  const asking =
    <A extends unknown[], R>(ask: (...args: A) => Promise<R>, message: string) =>
    async (...args: A): Promise<R> => {
      try {
        return await ask(...args);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw providerUnavailable(message, error);
      }
    };
  const paymentDetails = messages.failedToFetchPaymentDetails;
  const accountDetails = messages.unableToConfirmAccount;
  return {
    name: provider.name,
    paymentPageOrigins: provider.paymentPageOrigins,
    listTopUpBanks: asking(provider.listTopUpBanks.bind(provider), paymentDetails),
    createTopUp: asking(provider.createTopUp.bind(provider), paymentDetails),
    startCardPayment: asking(provider.startCardPayment.bind(provider), paymentDetails),
    verifyCardPayment: asking(provider.verifyCardPayment.bind(provider), paymentDetails),
    listPayoutBanks: asking(provider.listPayoutBanks.bind(provider), accountDetails),
    resolveAccount: asking(provider.resolveAccount.bind(provider), accountDetails),
    createPayout: provider.createPayout.bind(provider),
    getPayout: provider.getPayout.bind(provider),
    refundCardPayment: provider.refundCardPayment.bind(provider),
    getCardRefund: provider.getCardRefund.bind(provider),
    parseWebhook: provider.parseWebhook.bind(provider),
  };
}
