import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { StoreEvent } from '../../lib/event-bus';
import { insertAuditEntry, NO_USER_ID } from '../../lib/resource/audit.repository';
import type { Mail, Mailer } from '../../mail/mailer';
import type { LinkPaymentReceived, PaymentApplied } from '../top-ups/public';
import {
  findLinkPayment,
  findLinkStore,
  findPaymentLinkRow,
  recordLinkPayment,
  type LinkPaymentRow,
} from './payment-links.repository';

/** To the payer once their payment is complete: what they paid, to whom, and its reference. */
export function linkPaidMail(
  payment: LinkPaymentRow,
  link: { name: string },
  store: { name: string },
): Mail {
  const amount = formatMoney(toMajorUnits(payment.amountPaid), payment.currency);
  return {
    to: payment.email,
    subject: `Your payment to ${store.name}`,
    body:
      `Hi ${payment.name},\n\n${store.name} has received your payment of ${amount} for ` +
      `"${link.name}".\n\nReference: ${payment.reference.toUpperCase()}\n` +
      `Paid: ${payment.paidAt?.toISOString() ?? ''}\n\nKeep this e-mail as your receipt.`,
  };
}

/**
 * Records a payment into a link payment's account, in the payment's unit of work (the top-ups
 * module's webhook receiver calls it after the ledger posting; ADR 0027). The payment is
 * locked after the wallet (ADR 0006), its amount paid grows, and the first payment that
 * completes it makes it paid and moves the link's figures; money that arrives after its
 * account expired is credited and recorded all the same. The payer's receipt follows the commit.
 */
export function createLinkPayments(deps: { mailer: Mailer; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return async function linkPaid(
    unit: UnitOfWork,
    received: LinkPaymentReceived,
  ): Promise<PaymentApplied | null> {
    const { tx } = unit;
    const payment = await findLinkPayment(tx, received.linkPaymentId, 'update');
    if (!payment || payment.storeId !== received.storeId) return null;
    const link = await findPaymentLinkRow(tx, payment.linkId);
    if (!link) return null;
    const recorded = await recordLinkPayment(tx, payment, received);
    if (recorded.becamePaid) {
      await insertAuditEntry(tx, {
        storeId: payment.storeId,
        actorUserId: NO_USER_ID,
        action: 'payment_link.paid',
        entityType: 'payment_link',
        entityId: link.id,
        changes: {
          by: payment.name,
          email: payment.email,
          reference: payment.reference,
          amount: toMajorUnits(recorded.payment.amountPaid),
        },
      });
      const store = await findLinkStore(tx, payment.storeId);
      if (store) {
        const mail = linkPaidMail(recorded.payment, link, store);
        unit.afterCommit(() => deps.mailer.send(mail));
      }
    }
    const events: StoreEvent[] = [];
    if (received.credited > 0n) {
      const at = now().toISOString();
      const amount = formatMoney(toMajorUnits(received.credited), payment.currency);
      events.push({
        storeId: payment.storeId,
        type: 'credit',
        code: 'linkPaid',
        params: { amount, link: link.name },
        message: `Your wallet was credited with ${amount} for a payment on the link ${link.name}. Time: ${at}`,
        headid: link.id,
        datetime: at,
        createdat: at,
      });
    }
    return {
      label: `payment link "${link.name}" from ${payment.name}`,
      payer: payment.email,
      events,
    };
  };
}
