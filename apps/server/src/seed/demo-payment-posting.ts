import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';

/** A customer's payment the demo records as the payment receiver would have. */
export interface DemoPosting {
  reference: string;
  /** What the customer paid and Olivia's fee from it (minor units). */
  amount: bigint;
  fee: bigint;
  paidAt: Date;
  /** The wallet row's type, e.g. 'LINK PAYMENT'. */
  agencyTxn: string;
  request: Record<string, string>;
  meaning: string;
  createdBy: string;
}

/**
 * Posts a demo payment through the ledger as the receiver does (ADR 0016, 0027): the provider's
 * clearing pays the wallet what is left after the fee, and the fee is earned; one wallet row.
 */
export async function postDemoPayment(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  payment: DemoPosting,
): Promise<void> {
  const { currency } = store;
  const credit = payment.amount - payment.fee;
  await ledger.recordMovement(unit, {
    posting: {
      reference: `topup:${payment.reference}:demo`,
      kind: 'topup',
      metadata: { topUp: payment.reference, eventId: 'demo' },
      entries: [
        { account: { system: 'provider_clearing', currency }, amount: -payment.amount },
        { account: { wallet: { storeId: store.id, currency } }, amount: credit },
        { account: { system: 'fees_earned', currency }, amount: payment.fee },
      ],
    },
    walletRows: [
      {
        storeId: store.id,
        ref: payment.reference,
        agencyTxn: payment.agencyTxn,
        status: 'SUCCESSFUL',
        direction: 'credit',
        currency,
        amount: credit,
        request: JSON.stringify(payment.request),
        response: JSON.stringify({ paid: payment.amount.toString(), fee: payment.fee.toString() }),
        meaning: payment.meaning,
        createdBy: payment.createdBy,
        createdAt: payment.paidAt,
        modifiedAt: payment.paidAt,
      },
    ],
  });
}
