import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { NO_USER_ID } from '../../lib/resource/audit.repository';
import type {
  CardRefundOutcome,
  CardRefundRequest,
  PaymentProvider,
} from '../../payments/provider';
import { holdStore } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import type { IssueReceipt } from '../receipts/public';
import { setWalletTransactionStatus } from '../wallet/public';
import { addRefunded, findStoreCardCharge, type CardChargeRow } from './card-payments.repository';
import { findRefund, updateRefund, type CardRefundRow } from './card-refunds.repository';

class RefundStillPending extends Error {
  override name = 'RefundStillPending';
}

/**
 * The provider's side of a card refund (ADR 0030), run by the `card.refund` job after the
 * request's commit: the refund is sent once (an unanswered request is looked for before it is
 * sent again), then asked about until it is final: processed (in flight → provider clearing; the
 * payer gets a refund receipt by e-mail; a split takes its payees' parts back) or failed (in flight → the wallet, a
 * REVERSAL row). A refund still pending throws, so the job asks again with its backoff.
 */
export function createRefundSettlement(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  issueReceipt: IssueReceipt;
  refunded?: (unit: UnitOfWork, paymentReference: string, amount: bigint) => Promise<void>;
  now: () => Date;
}) {
  const { db, provider, ledger, now } = deps;

  const providerRequest = (refund: CardRefundRow, charge: CardChargeRow): CardRefundRequest => ({
    reference: refund.ref,
    transactionId: charge.transactionId ?? charge.reference,
    amount: refund.amount,
    currency: refund.currency,
    reason: refund.reason,
  });

  /** Sends the refund if the provider has not got it, then settles it once it is final. */
  async function advance(ref: string): Promise<void> {
    const refund = await findRefund(db, ref);
    if (!refund || refund.status !== 'pending') return;
    const charge = await findStoreCardCharge(db, refund.storeId, refund.chargeId);
    if (!charge) return;
    const request = providerRequest(refund, charge);
    let outcome: CardRefundOutcome | null = await provider.getCardRefund(
      request,
      refund.providerReference,
    );
    if (!outcome && !refund.sent) {
      outcome = await provider.refundCardPayment(request);
    }
    if (!outcome) throw new Error(`the provider has no refund ${ref}`);
    await updateRefund(db, refund.id, { sent: true, providerReference: outcome.providerReference });
    if (outcome.state === 'pending') throw new RefundStillPending(`refund ${ref} is pending`);
    await settle(ref, outcome);
  }

  /** A refund's final state, once: the money to the provider or back to the wallet. */
  async function settle(ref: string, outcome: CardRefundOutcome) {
    await withTransaction(db, async (tx, afterCommit) => {
      const unit: UnitOfWork = { tx, afterCommit };
      const refund = await findRefund(tx, ref, 'update');
      if (!refund || refund.status !== 'pending') return;
      await holdStore(tx, refund.storeId);
      const charge = await findStoreCardCharge(
        tx,
        refund.storeId,
        refund.chargeId,
        'no key update',
      );
      if (!charge) return;
      const at = now();
      const processed = outcome.state === 'processed';
      const failure = processed ? '' : outcome.failure || 'The provider refused the refund';
      await updateRefund(tx, refund.id, {
        status: outcome.state,
        failure,
        completedAt: at,
      });
      if (!processed) await addRefunded(tx, charge.id, -refund.amount);
      await setWalletTransactionStatus(tx, {
        ref,
        kinds: ['CARD REFUND'],
        status: processed ? 'SUCCESSFUL' : 'FAILED',
        at,
      });
      const { currency } = refund;
      const inFlight = { system: 'refunds_in_flight' as const, currency };
      const amount = formatMoney(toMajorUnits(refund.amount), currency);
      const iso = at.toISOString();
      await ledger.recordMovement(unit, {
        posting: {
          reference: `card-refund:${ref}:${outcome.state}`,
          kind: processed ? 'card_refund' : 'card_refund_returned',
          metadata: { refund: ref, charge: charge.reference },
          entries: [
            { account: inFlight, amount: -refund.amount },
            processed
              ? { account: { system: 'provider_clearing', currency }, amount: refund.amount }
              : {
                  account: { wallet: { storeId: refund.storeId, currency } },
                  amount: refund.amount,
                },
          ],
        },
        walletRows: processed
          ? []
          : [
              {
                storeId: refund.storeId,
                ref,
                agencyTxn: 'REVERSAL',
                status: 'SUCCESSFUL',
                direction: 'credit',
                currency,
                amount: refund.amount,
                request: JSON.stringify({ name: charge.payerName, refund: ref }),
                response: JSON.stringify({ failure }),
                meaning: `Card refund to ${charge.payerName} failed: ${failure}`,
                createdBy: 'system',
                createdAt: at,
                modifiedAt: at,
              },
            ],
        audit: {
          storeId: refund.storeId,
          actorUserId: NO_USER_ID,
          action: processed ? 'card_payment.refunded' : 'card_payment.refund_failed',
          entityType: 'card_payment',
          entityId: charge.id,
          changes: {
            ref,
            amount: toMajorUnits(refund.amount),
            payer: charge.payerName,
            ...(processed ? {} : { failure }),
          },
        },
        events: processed
          ? []
          : [
              {
                storeId: refund.storeId,
                type: 'credit',
                code: 'cardRefundFailed',
                params: { amount, account: charge.payerName },
                message: `The card refund of ${amount} to ${charge.payerName} failed; the money is back in your wallet. Time: ${iso}`,
                headid: ref,
                datetime: iso,
                createdat: iso,
              },
            ],
      });
      if (processed) {
        await deps.refunded?.(unit, charge.reference, refund.amount);
        await deps.issueReceipt(unit, refundReceipt(charge, refund, at));
      }
    });
  }

  return { advance };
}

/**
 * A processed refund's receipt (issue 27): the payment's reference, so the payer knows it, with
 * the refund's own event; the amount refunded, no fee, and a net that left the store.
 */
function refundReceipt(charge: CardChargeRow, refund: CardRefundRow, at: Date) {
  return {
    storeId: refund.storeId,
    source: 'refund',
    sourceId: refund.id,
    paymentReference: charge.reference,
    eventId: `refund:${refund.ref}`,
    method: 'card',
    description: `${charge.description} (${refund.reason})`,
    lines: [],
    payerName: charge.payerName,
    payerEmail: charge.payerEmail,
    currency: refund.currency,
    amount: refund.amount,
    fee: 0n,
    net: -refund.amount,
    paidAt: at,
  };
}
