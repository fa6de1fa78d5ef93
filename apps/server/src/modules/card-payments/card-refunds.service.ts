import type { CardRefund, CardRefundRequestSchema } from '@olivia/contracts/card-payments';
import { formatMoney } from '@olivia/contracts/format-money';
import { messages } from '@olivia/contracts/messages';
import { cardMessages } from '@olivia/contracts/card-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import { MAIN_USER } from '@olivia/contracts/roles';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { sha256 } from '../../lib/secrets';
import type { IssueReceipt } from '../receipts/public';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { findUserById, holdStore } from '../accounts/public';
import type { JobKind, Jobs } from '../jobs/public';
import type { Ledger } from '../ledger/public';
import type { PinCheck } from '../pins/public';
import { addRefunded, findStoreCardCharge, type CardChargeRow } from './card-payments.repository';
import { createRefundSettlement } from './card-refund-settlement';
import { claimRefund, findRefund, type CardRefundRow } from './card-refunds.repository';
import { emitWebhookEvent } from '../webhooks/public';

type RefundBody = z.output<typeof CardRefundRequestSchema>;

/** A refund still moving at the provider is asked about again with the jobs' backoff (≤ 1 h). */
const MAX_CHECKS = 200;

export const toCardRefund = (row: CardRefundRow): CardRefund => ({
  id: row.id,
  ref: row.ref,
  status: row.status as CardRefund['status'],
  currency: row.currency,
  amount: toMajorUnits(row.amount),
  reason: row.reason,
  failure: row.failure,
  requestedby: row.requestedByName,
  createdat: row.createdAt.toISOString(),
  completedat: row.completedAt?.toISOString() ?? null,
});

/** What is left to refund of a charge: nothing unless it was paid. */
export const refundableOf = (charge: CardChargeRow) =>
  charge.status === 'successful' ? charge.amount - charge.refunded : 0n;

const fingerprintOf = (storeId: string, chargeId: string, body: RefundBody) =>
  sha256(JSON.stringify([storeId, chargeId, body.ref, body.amount, body.reason]));

/**
 * Card refunds (ADR 0030). Asking takes the PIN of the main user or a sub-user allowed to
 * transfer; in one unit of work it claims the `ref`, holds the store, locks the charge, checks
 * what is left to refund, moves the amount from the wallet to refunds in flight (a CARD REFUND
 * row, pending) and queues the `card.refund` job, which card-refund-settlement.ts runs.
 */
export function createCardRefunds(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  jobs: Jobs;
  pinCheck: PinCheck;
  issueReceipt: IssueReceipt;
  /** Told of a processed refund in its unit of work: a split takes its payees' parts back. */
  refunded?: (unit: UnitOfWork, paymentReference: string, amount: bigint) => Promise<void>;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const settlement = createRefundSettlement({ ...deps, now });

  const refundJob: JobKind<{ ref: string }> = {
    kind: 'card.refund',
    payload: z.object({ ref: z.string() }),
    maxAttempts: MAX_CHECKS,
    run: async ({ ref }) => settlement.advance(ref),
  };
  deps.jobs.register(refundJob);

  /** A ref seen before: the same request again moves nothing; another request is refused. */
  function replay(session: Session, seen: CardRefundRow, chargeId: string, body: RefundBody) {
    if (seen.storeId !== session.storeId) throw notFound(messages.recordDoesNotExist);
    if (seen.fingerprint !== fingerprintOf(session.storeId, chargeId, body)) {
      throw conflict(messages.referenceReused);
    }
    return seen;
  }

  /** Moves the refund into flight and queues its job; undefined when another claimed the ref. */
  async function request(
    unit: UnitOfWork,
    session: Session,
    user: { id: string; email: string; firstName: string; lastName: string },
    chargeId: string,
    body: RefundBody,
  ): Promise<CardRefundRow | undefined> {
    const { tx } = unit;
    await holdStore(tx, session.storeId);
    const amount = toMinorUnits(body.amount);
    const charge = await findStoreCardCharge(tx, session.storeId, chargeId);
    if (!charge) throw notFound(messages.recordDoesNotExist);
    const at = now();
    const refund = await claimRefund(tx, {
      storeId: session.storeId,
      chargeId: charge.id,
      ref: body.ref,
      fingerprint: fingerprintOf(session.storeId, chargeId, body),
      currency: charge.currency,
      amount,
      reason: body.reason,
      requestedBy: user.id,
      requestedByName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      createdAt: at,
    });
    if (!refund) return undefined;
    const locked = await findStoreCardCharge(tx, session.storeId, chargeId, 'no key update');
    if (!locked || locked.status !== 'successful') throw conflict(cardMessages.refundNotSuccessful);
    if (amount > refundableOf(locked)) {
      throw badRequest(cardMessages.refundAboveRefundable, {
        amount: [cardMessages.refundAboveRefundable],
      });
    }
    await addRefunded(tx, locked.id, amount);
    const { currency } = locked;
    const shown = formatMoney(body.amount, currency);
    const iso = at.toISOString();
    await ledger.recordMovement(unit, {
      posting: {
        reference: `card-refund:${body.ref}`,
        kind: 'card_refund_requested',
        metadata: { refund: body.ref, charge: locked.reference },
        entries: [
          { account: { wallet: { storeId: session.storeId, currency } }, amount: -amount },
          { account: { system: 'refunds_in_flight', currency }, amount },
        ],
      },
      walletRows: [
        {
          storeId: session.storeId,
          ref: body.ref,
          agencyTxn: 'CARD REFUND',
          status: 'PENDING',
          direction: 'debit',
          currency,
          amount,
          request: JSON.stringify({
            name: locked.payerName,
            card: `${locked.cardBrand} ${locked.cardLast4}`.trim(),
            payment: locked.reference,
          }),
          response: JSON.stringify({ reason: body.reason }),
          meaning: `Card refund to ${locked.payerName} for ${locked.description}: ${body.reason}`,
          createdBy: user.email,
          createdAt: at,
          modifiedAt: at,
        },
      ],
      audit: {
        storeId: session.storeId,
        actorUserId: user.id,
        action: 'card_payment.refund_requested',
        entityType: 'card_payment',
        entityId: locked.id,
        changes: {
          ref: body.ref,
          amount: body.amount,
          reason: body.reason,
          payer: locked.payerName,
          refunded: {
            from: toMajorUnits(locked.refunded),
            to: toMajorUnits(locked.refunded + amount),
          },
        },
      },
      events: [
        {
          storeId: session.storeId,
          type: 'debit',
          code: 'cardRefunded',
          params: { amount: shown, account: locked.payerName },
          message: `Your wallet was debited with ${shown} for a card refund to ${locked.payerName}. Time: ${iso}`,
          headid: body.ref,
          datetime: iso,
          createdat: iso,
        },
      ],
    });
    await emitWebhookEvent(unit, session.storeId, 'refund.created', {
      refund: {
        reference: body.ref,
        for: 'card_payment',
        payment: locked.reference,
        method: 'card',
        currency,
        amount: body.amount,
        reason: body.reason,
      },
    });
    await deps.jobs.enqueue(
      unit,
      refundJob,
      { ref: body.ref },
      { storeId: session.storeId, key: `card.refund:${body.ref}` },
    );
    return refund;
  }

  return {
    /**
     * Asks for a refund (or answers the first one asked under the same `ref`); `within` runs in
     * its unit of work once the money is claimed (an order's refund records itself there).
     */
    async refund(
      session: Session,
      chargeId: string,
      body: RefundBody,
      within?: (unit: UnitOfWork) => Promise<void>,
    ): Promise<CardRefundRow> {
      const user = await findUserById(db, session.userId);
      if (!user) throw notFound();
      if (session.userType !== MAIN_USER && !user.allowSubUserTransfer) throw forbidden();
      await deps.pinCheck.verify(user.id, body.pin);
      const seen = await findRefund(db, body.ref);
      if (seen) return replay(session, seen, chargeId, body);
      const claimed = await withTransaction(db, async (tx, afterCommit) => {
        const refund = await request({ tx, afterCommit }, session, user, chargeId, body);
        if (refund && within) await within({ tx, afterCommit });
        return refund;
      });
      if (!claimed) {
        const first = await findRefund(db, body.ref);
        if (!first) throw conflict(messages.referenceReused);
        return replay(session, first, chargeId, body);
      }
      return claimed;
    },
  };
}

export type CardRefunds = ReturnType<typeof createCardRefunds>;
