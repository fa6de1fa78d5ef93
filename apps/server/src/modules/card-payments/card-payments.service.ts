import type { CardPayment, CardPaymentDetail } from '@olivia/contracts/card-payments';
import type { CardPaymentsQuerySchema } from '@olivia/contracts/card-payments';
import { toMajorUnits } from '@olivia/contracts/money';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/errors';
import {
  cardSuccessEventId,
  type CardCheckout,
  type CardPaymentOutcome,
  type PaymentProvider,
  type PaymentReceived,
} from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import type { JobKind, Jobs } from '../jobs/public';
import { insertTopUp } from '../top-ups/public';
import { cardFee } from './card-fee';
import { chargeRefunds } from './card-refunds.repository';
import { refundableOf, toCardRefund } from './card-refunds.service';
import {
  findCardCharge,
  findStoreCardCharge,
  insertCardCharge,
  recordOutcome,
  storeCardCharges,
  type CardChargeRow,
} from './card-payments.repository';
import { emitWebhookEvent } from '../webhooks/public';

/** What a card payment pays for, as its owner module opens it. */
export interface CardPaymentRequest {
  storeId: string;
  storeName: string;
  reference: string;
  purpose: 'link' | 'order' | 'invoice';
  purposeId: string;
  description: string;
  payerName: string;
  payerEmail: string;
  currency: string;
  /** What the payer is charged, minor units. */
  amount: bigint;
  returnUrl: string;
  /** The owner's columns of the top-up row the receiver credits. */
  owner: { linkPaymentId: string } | { orderId: string } | { invoicePaymentId: string };
  /** Until when the owner holds the payment open; the verify job settles it then. */
  expiresAt: Date;
}

/** Told when a card payment ends without money: the owner frees what it held (a link's place). */
export type CardPaymentFailed = (unit: UnitOfWork, charge: CardChargeRow) => Promise<void>;

const toCardPayment = (row: CardChargeRow): CardPayment => ({
  id: row.id,
  reference: row.reference,
  status: row.status as CardPayment['status'],
  purpose: row.purpose,
  purposeid: row.purposeId,
  description: row.description,
  payername: row.payerName,
  payeremail: row.payerEmail,
  currency: row.currency,
  amount: toMajorUnits(row.amount),
  fee: toMajorUnits(row.fee),
  net: toMajorUnits(row.amount - row.fee),
  brand: row.cardBrand,
  last4: row.cardLast4,
  bank: row.cardBank,
  gatewayresponse: row.gatewayResponse,
  failurecategory: row.failureCategory as CardPayment['failurecategory'],
  createdat: row.createdAt.toISOString(),
  completedat: row.completedAt?.toISOString() ?? null,
  refunded: toMajorUnits(row.refunded),
});

/** A minute after its owner's hold ends, a pending card payment is asked about one last time. */
const VERIFY_AFTER_HOLD_MS = 60_000;

/**
 * Card payments (ADR 0028): opened on the provider's page (never inside a transaction), then
 * recorded with their top-up row (which the payment receiver credits) and a verify job; settled
 * by verifying at the provider, on the payer's return or by the job, never on the browser's
 * word. A success is credited as its webhook would be, under the same event id, so whichever
 * comes first credits and the other changes nothing.
 */
export function createCardPayments(deps: {
  db: Database;
  provider: PaymentProvider;
  jobs: Jobs;
  /** The payment receiver's way in for a payment learned by verifying (top-ups module). */
  receiveVerifiedPayment: (payment: PaymentReceived) => Promise<void>;
  failed: Record<CardChargeRow['purpose'], CardPaymentFailed>;
  now?: () => Date;
}) {
  const { db } = deps;
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  const verifyJob: JobKind<{ reference: string }> = {
    kind: 'card.verify',
    payload: z.object({ reference: z.string() }),
    run: async ({ reference }) => {
      await settle(reference, { final: true });
    },
  };
  deps.jobs.register(verifyJob);

  /**
   * Asks the provider how the payment went and records it; a success is credited. `final`: the
   * owner's hold is over, so a payment still pending (or unknown to the provider) is abandoned.
   */
  async function settle(reference: string, options: { final?: boolean } = {}) {
    const charge = await findCardCharge(db, reference);
    if (!charge || charge.status === 'successful') return charge;
    const outcome: CardPaymentOutcome | null = await provider.verifyCardPayment(reference);
    if (outcome?.state === 'success') {
      await recordSettled(reference, outcome);
      await deps.receiveVerifiedPayment({
        type: 'payment.received',
        eventId: cardSuccessEventId(outcome.transactionId),
        reference,
        amountPaid: outcome.amount,
        currency: outcome.currency,
        paidAt: outcome.paidAt ?? now(),
      });
    } else if (outcome && outcome.state !== 'pending') {
      await recordSettled(reference, outcome);
    } else if (options.final) {
      await recordSettled(reference, {
        state: 'abandoned',
        gatewayResponse: outcome?.gatewayResponse || 'The payment was not completed in time',
      });
    } else if (outcome) {
      await recordSettled(reference, outcome);
    }
    return findCardCharge(db, reference);
  }

  async function recordSettled(
    reference: string,
    outcome: Parameters<typeof recordOutcome>[2],
  ): Promise<void> {
    await withTransaction(db, async (tx, afterCommit) => {
      const charge = await findCardCharge(tx, reference, 'update');
      if (!charge) return;
      const { row, settled } = await recordOutcome(tx, charge, outcome, now());
      if (settled && row.status !== 'successful') {
        await deps.failed[row.purpose]?.({ tx, afterCommit }, row);
        await emitWebhookEvent({ tx, afterCommit }, row.storeId, 'payment.failed', {
          payment: {
            reference: row.reference,
            for: row.purpose,
            method: 'card',
            status: row.status,
            currency: row.currency,
            amount: toMajorUnits(row.amount),
            reason: row.gatewayResponse,
          },
        });
      }
    });
  }

  const startPage = (request: CardPaymentRequest) =>
    provider.startCardPayment({
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      email: request.payerEmail,
      storeName: request.storeName,
      description: request.description,
      returnUrl: request.returnUrl,
    });

  /**
   * Keeps a card page opened for a payment, in the caller's unit of work: its top-up row (which
   * the payment receiver credits), its charge and its verify job.
   */
  async function record(unit: UnitOfWork, request: CardPaymentRequest, checkout: CardCheckout) {
    const fee = cardFee(request.amount, request.currency);
    await insertTopUp(unit.tx, {
      reference: request.reference,
      storeId: request.storeId,
      createdBy: null,
      currency: request.currency,
      amount: request.amount - fee,
      fee,
      bankCode: 'CARD',
      bankName: 'Card',
      accountNumber: '',
      accountName: request.payerName.slice(0, 60),
      provider: provider.name,
      channel: 'card',
      providerReference: checkout.providerReference,
      expiresAt: request.expiresAt,
      ...request.owner,
    });
    await insertCardCharge(unit.tx, {
      storeId: request.storeId,
      reference: request.reference,
      purpose: request.purpose,
      purposeId: request.purposeId,
      description: request.description,
      payerName: request.payerName,
      payerEmail: request.payerEmail,
      currency: request.currency,
      amount: request.amount,
      fee,
      provider: provider.name,
      checkoutUrl: checkout.checkoutUrl,
    });
    await deps.jobs.enqueue(
      unit,
      verifyJob,
      { reference: request.reference },
      {
        storeId: request.storeId,
        key: `card.verify:${request.reference}`,
        runAt: new Date(request.expiresAt.getTime() + VERIFY_AFTER_HOLD_MS),
      },
    );
  }

  return {
    /** Opens the provider's card page (outside any transaction); `record` keeps it. */
    startPage,

    record,

    /** Opens the provider's card page for a payment and keeps it; answers where to send the payer. */
    async open(request: CardPaymentRequest): Promise<string> {
      const checkout = await startPage(request);
      await withTransaction(db, (tx, afterCommit) =>
        record({ tx, afterCommit }, request, checkout),
      );
      return checkout.checkoutUrl;
    },

    settle,

    /** The card payment under `reference` as it stands (no provider call). */
    find: (reference: string) => findCardCharge(db, reference),

    async list(storeId: string, query: z.output<typeof CardPaymentsQuerySchema>) {
      const page = await storeCardCharges.page(db, storeId, query);
      return { ...page, content: page.content.map(toCardPayment) };
    },

    async get(storeId: string, id: string): Promise<CardPaymentDetail> {
      const row = await findStoreCardCharge(db, storeId, id);
      if (!row) throw notFound();
      return {
        ...toCardPayment(row),
        bin: row.cardBin,
        expiry: row.cardExpiry,
        provider: row.provider,
        transactionid: row.transactionId,
        steps: row.steps,
        refundable: toMajorUnits(refundableOf(row)),
        refunds: (await chargeRefunds(db, row.id)).map(toCardRefund),
      };
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
