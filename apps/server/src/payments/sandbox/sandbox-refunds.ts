import type { CardRefundOutcome, CardRefundRequest } from '../provider';

/**
 * The last two digits (minor units) that make the sandbox refuse a refund (README, "Payments
 * sandbox"): a refund of ₦500.13 or £20.13 fails as a bank would refuse it.
 */
const FAILING_MINOR_UNITS = 13n;
const FAILURE = 'Refund declined by the issuing bank (card closed)';
const PREFIX = 'SBX-RFD-';

/**
 * The sandbox's refunds, kept in nothing: the refund's id says when it was asked and whether it
 * fails, so its state survives a restart. A refund is pending for `settleMs`, then processed (or
 * failed, for an amount ending in .13).
 */
export function createSandboxRefunds(options: { now: () => Date; settleMs: number }) {
  const outcomeOf = (providerReference: string): CardRefundOutcome | null => {
    const match = /^SBX-RFD-(\d+)-(ok|fail)-/.exec(providerReference);
    if (!match) return null;
    const settled = options.now().getTime() >= Number(match[1]) + options.settleMs;
    if (!settled) return { state: 'pending', providerReference };
    return match[2] === 'ok'
      ? { state: 'processed', providerReference }
      : { state: 'failed', providerReference, failure: FAILURE };
  };

  return {
    refund(request: CardRefundRequest): CardRefundOutcome {
      const fails = request.amount % 100n === FAILING_MINOR_UNITS;
      const id = `${PREFIX}${options.now().getTime()}-${fails ? 'fail' : 'ok'}-${request.reference}`;
      return { state: 'pending', providerReference: id };
    },

    /** A refund the sandbox answered is always found by its id; it never loses an answer. */
    get: (providerReference: string | null) =>
      providerReference ? outcomeOf(providerReference) : null,
  };
}
