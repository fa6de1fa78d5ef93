import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import { serverErrors } from '@olivia/contracts/messages';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import type { StoreEvent } from '../../lib/event-bus';
import {
  InvalidWebhookSignature,
  isUsablePayment,
  isUsablePayoutEvent,
  type PaymentProvider,
  type PaymentReceived,
  type PayoutSettled,
  type WebhookEvent,
} from '../../payments/provider';
import { findUserById } from '../accounts/public';
import type { Ledger, MovementRecord } from '../ledger/public';
import type { IssueReceipt, ReceiptFor } from '../receipts/public';
import { splitPayment } from './top-up-rules';
import { claimWebhookEvent, lockTopUp, recordPayment, type TopUpRow } from './top-ups.repository';
import { emitWebhookEvent } from '../webhooks/public';

/** A payment into a customer's account (an order's, a link payment's), as its module is told. */
interface AccountPaymentReceived {
  storeId: string;
  currency: string;
  /** Paid into the account so far, this payment included; minor units. */
  amountPaid: bigint;
  /** This payment, and what of it reached the wallet (the rest is the fee). */
  paidNow: bigint;
  credited: bigint;
  paidAt: Date;
  topUpReference: string;
}

/** A payment into a storefront order's account, as the orders module is told of it (ADR 0016). */
export type OrderPaymentReceived = AccountPaymentReceived & { orderId: string };
/** A payment into a link payment's account, as the payment-links module is told (ADR 0027). */
export type LinkPaymentReceived = AccountPaymentReceived & { linkPaymentId: string };
/** A payment into an invoice payment's account, as the invoices module is told (ADR 0029). */
export type InvoicePaymentReceived = AccountPaymentReceived & { invoicePaymentId: string };

/** What the owning module made of it: the wallet row's words, the receipt's, the events. */
export interface PaymentApplied {
  receipt: ReceiptFor;
  /** 'order #1001 from Ada Obi': the wallet transaction's meaning says what was paid for. */
  label: string;
  /** Who paid (the customer's e-mail), as the wallet transaction's `createdBy`. */
  payer: string;
  events: StoreEvent[];
  /** The split that shares it (a link's or an invoice's; ADR 0031), if any. */
  splitGroupId?: string | null;
}

/** A payment credited to a store, as its split is told of it (ADR 0031); minor units. */
export interface SplitPaymentCredited {
  storeId: string;
  currency: string;
  groupId: string | null;
  /** A storefront order's: the store's storefront split, if it has one. */
  storefront: boolean;
  paymentReference: string;
  eventId: string;
  description: string;
  amount: bigint;
  fee: bigint;
}

/**
 * Applies a provider's webhook: verified first, recorded once by event id, then posted to the
 * ledger in the same unit of work (a payment here; a payout's outcome by the transfers module);
 * the events are published after the commit. Locks follow ADR 0006: the event row, the top-up's
 * store, the top-up, then the wallet, then (an order's payment) the order and its customer.
 */
export function createPaymentReceiver(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  now: () => Date;
  /** Applies a payout's final state (the transfers module), in this webhook's unit of work. */
  settlePayout: (unit: UnitOfWork, event: PayoutSettled) => Promise<void>;
  /** Records a payment into a storefront order's account on the order (the orders module). */
  orderPaid: (unit: UnitOfWork, payment: OrderPaymentReceived) => Promise<PaymentApplied | null>;
  /** Records a payment on a payment link (the payment-links module). */
  linkPaid: (unit: UnitOfWork, payment: LinkPaymentReceived) => Promise<PaymentApplied | null>;
  /** Records a payment on an invoice (the invoices module). */
  invoicePaid: (
    unit: UnitOfWork,
    payment: InvoicePaymentReceived,
  ) => Promise<PaymentApplied | null>;
  /** Issues the payment's receipt, whatever it paid for (the receipts module). */
  issueReceipt: IssueReceipt;
  /** Shares the payment with its split's payees, after the wallet is credited (ADR 0031). */
  splitPaid: (unit: UnitOfWork, payment: SplitPaymentCredited) => Promise<void>;
}) {
  async function apply(unit: UnitOfWork, payment: PaymentReceived): Promise<void> {
    const { tx } = unit;
    const clearing = { system: 'provider_clearing' as const, currency: payment.currency };
    const reference = `topup:${payment.reference}:${payment.eventId}`;
    const topUp = await lockTopUp(tx, payment.reference);
    if (!topUp || !topUp.storeId || topUp.currency !== payment.currency) {
      // Money we cannot place is kept, visibly, until someone claims it.
      await deps.ledger.recordMovement(unit, {
        posting: {
          reference,
          kind: 'unclaimed_payment',
          metadata: { reference: payment.reference, provider: deps.provider.name },
          entries: [
            { account: clearing, amount: -payment.amountPaid },
            {
              account: { system: 'unclaimed_funds', currency: payment.currency },
              amount: payment.amountPaid,
            },
          ],
        },
      });
      return;
    }
    const placed = { ...topUp, storeId: topUp.storeId };
    const { fee, credit } = splitPayment(topUp, payment.amountPaid);
    const wallet = { wallet: { storeId: placed.storeId, currency: topUp.currency } };
    await deps.ledger.recordMovement(unit, {
      posting: {
        reference,
        kind: 'topup',
        metadata: {
          topUp: topUp.reference,
          eventId: payment.eventId,
          ...(topUp.orderId ? { order: topUp.orderId } : {}),
        },
        entries: [
          { account: clearing, amount: -payment.amountPaid },
          ...(credit > 0n ? [{ account: wallet, amount: credit }] : []),
          ...(fee > 0n
            ? [
                {
                  account: { system: 'fees_earned' as const, currency: topUp.currency },
                  amount: fee,
                },
              ]
            : []),
        ],
      },
      // The payment on the top-up, and on the order it paid: locked after the wallet (ADR 0006).
      afterPosting: () => recordOnTopUp(unit, placed, { payment, fee, credit }),
    });
  }

  /**
   * What a payment into a top-up records besides its posting: the amounts on the top-up, the
   * order or link payment it paid (whatever its state), and what credited the wallet: the
   * TOP-UP, ORDER PAYMENT or LINK PAYMENT row and its notification (the owner's own).
   */
  async function recordOnTopUp(
    unit: UnitOfWork,
    topUp: TopUpRow & { storeId: string },
    { payment, fee, credit }: { payment: PaymentReceived; fee: bigint; credit: bigint },
  ): Promise<MovementRecord> {
    const recorded = await recordPayment(unit.tx, topUp.id, {
      paid: payment.amountPaid,
      credited: credit,
      at: payment.paidAt,
    });
    const received = {
      storeId: topUp.storeId,
      currency: topUp.currency,
      amountPaid: recorded.amountPaid,
      paidNow: payment.amountPaid,
      credited: credit,
      paidAt: payment.paidAt,
      topUpReference: topUp.reference,
    };
    const order = topUp.orderId
      ? await deps.orderPaid(unit, { ...received, orderId: topUp.orderId })
      : topUp.linkPaymentId
        ? await deps.linkPaid(unit, { ...received, linkPaymentId: topUp.linkPaymentId })
        : topUp.invoicePaymentId
          ? await deps.invoicePaid(unit, { ...received, invoicePaymentId: topUp.invoicePaymentId })
          : null;
    const creator = topUp.createdBy ? await findUserById(unit.tx, topUp.createdBy) : undefined;
    await deps.issueReceipt(unit, {
      storeId: topUp.storeId,
      ...(order?.receipt ?? {
        source: 'top_up',
        sourceId: topUp.id,
        description: 'a wallet top-up',
        lines: [],
        payerName: creator ? `${creator.firstName} ${creator.lastName}`.trim() : '',
        payerEmail: creator?.email ?? '',
      }),
      paymentReference: topUp.reference,
      eventId: payment.eventId,
      method: topUp.channel === 'card' ? 'card' : 'transfer',
      currency: topUp.currency,
      amount: payment.amountPaid,
      fee,
      net: credit,
      paidAt: payment.paidAt,
    });
    await emitWebhookEvent(unit, topUp.storeId, 'payment.succeeded', {
      payment: {
        reference: topUp.reference,
        for: topUp.orderId
          ? 'order'
          : topUp.linkPaymentId
            ? 'payment_link'
            : topUp.invoicePaymentId
              ? 'invoice'
              : 'top_up',
        orderid: topUp.orderId ?? null,
        method: topUp.channel === 'card' ? 'card' : 'transfer',
        currency: topUp.currency,
        amount: toMajorUnits(payment.amountPaid),
        fee: toMajorUnits(fee),
        net: toMajorUnits(credit),
        paidat: payment.paidAt.toISOString(),
      },
    });
    if (credit === 0n) return { events: order?.events ?? [] };
    if (order && (order.splitGroupId || topUp.orderId)) {
      await deps.splitPaid(unit, {
        storeId: topUp.storeId,
        currency: topUp.currency,
        groupId: order.splitGroupId ?? null,
        storefront: Boolean(topUp.orderId),
        paymentReference: topUp.reference,
        eventId: payment.eventId,
        description: order.label,
        amount: payment.amountPaid,
        fee,
      });
    }
    const walletRow = {
      storeId: topUp.storeId,
      ref: topUp.reference,
      agencyTxn: topUp.orderId
        ? 'ORDER PAYMENT'
        : topUp.linkPaymentId
          ? 'LINK PAYMENT'
          : topUp.invoicePaymentId
            ? 'INVOICE PAYMENT'
            : 'TOP-UP',
      status: 'SUCCESSFUL',
      direction: 'credit',
      currency: topUp.currency,
      amount: credit,
      request: JSON.stringify({ bank: topUp.bankName, account: topUp.accountNumber }),
      response: JSON.stringify({ paid: payment.amountPaid.toString(), fee: fee.toString() }),
      meaning: order
        ? `Payment for ${order.label}`
        : `Wallet top-up by bank transfer to ${topUp.bankName} ${topUp.accountNumber}`,
      createdBy: order?.payer ?? creator?.email ?? 'system',
      createdAt: payment.paidAt,
      modifiedAt: payment.paidAt,
    };
    if (order) return { walletRows: [walletRow], events: order.events };
    const at = deps.now().toISOString();
    const amount = formatMoney(toMajorUnits(credit), topUp.currency);
    const topUpRef = topUp.reference.toUpperCase();
    return {
      walletRows: [walletRow],
      events: [
        {
          storeId: topUp.storeId,
          type: 'credit',
          message: `Your wallet was credited with ${amount} from top-up ${topUpRef}. Time: ${at}`,
          code: 'topUpCredited',
          params: { amount, reference: topUpRef },
          headid: topUp.reference,
          datetime: at,
          createdat: at,
        },
      ],
    };
  }

  /** Records a verified event once (its id claimed first) and applies it, in one unit of work. */
  async function record(event: WebhookEvent, rawBody: string): Promise<void> {
    await withTransaction(deps.db, async (tx, afterCommit) => {
      const fresh = await claimWebhookEvent(tx, {
        provider: deps.provider.name,
        eventId: event.eventId,
        rawBody,
      });
      if (!fresh) return;
      const unit = { tx, afterCommit };
      if (event.type === 'payment.received') await apply(unit, event);
      else await deps.settlePayout(unit, event);
    });
  }

  return {
    async receiveWebhook(
      providerName: string,
      rawBody: string,
      headers: Record<string, string | undefined>,
    ): Promise<void> {
      if (providerName !== deps.provider.name) throw notFound();
      let event: WebhookEvent | null;
      try {
        event = deps.provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw unauthorized(error.message);
        throw badRequest(serverErrors.badRequest);
      }
      if (!event) return;
      // A signed body may still hold values no ledger entry can carry (issue 7).
      const usable =
        event.type === 'payment.received' ? isUsablePayment(event) : isUsablePayoutEvent(event);
      if (!usable) throw badRequest(serverErrors.badRequest);
      await record(event, rawBody);
    },

    /**
     * A payment learned by asking the provider (a card payment verified), applied as its webhook
     * would be: under the same event id, so whichever comes second changes nothing (ADR 0028).
     */
    async receiveVerifiedPayment(payment: PaymentReceived): Promise<void> {
      if (!isUsablePayment(payment)) throw new Error('unusable verified payment');
      await record(payment, JSON.stringify({ verified: payment.reference }));
    },
  };
}
