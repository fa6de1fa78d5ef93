import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { StoreEvent } from '../../lib/event-bus';
import { insertAuditEntry, NO_USER_ID } from '../../lib/resource/audit.repository';
import type { LinkPaymentReceived, PaymentApplied } from '../top-ups/public';
import { paymentLineItems } from './link-items';
import { retakeReleasedStock } from './link-stock';
import { findLinkPayment, findPaymentLinkRow, recordLinkPayment } from './payment-links.repository';

/**
 * Records a payment into a link payment's account, in the payment's unit of work (the top-ups
 * module's webhook receiver calls it after the ledger posting; ADR 0027). The payment is
 * locked after the wallet (ADR 0006), its amount paid grows, and the first payment that
 * completes it makes it paid and moves the link's figures; money that arrives after its
 * account expired is credited and recorded all the same (a link's products whose stock went back
 * meanwhile are taken again where there is enough). The receipt is the receiver's; its lines are
 * the products bought, or the link.
 */
export function createLinkPayments(deps: { now?: () => Date } = {}) {
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
      const short = await retakeReleasedStock(tx, payment, link.name);
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
          ...(short.length > 0 ? { notEnoughStock: short } : {}),
        },
      });
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
    const paid = received.paidNow.toString();
    return {
      receipt: {
        source: 'link',
        sourceId: payment.id,
        description: `"${link.name}"`,
        lines:
          payment.items.length > 0 && received.paidNow === payment.amount
            ? paymentLineItems(payment.items)
            : [{ name: link.name, quantity: 1, unitPrice: paid, total: paid }],
        payerName: payment.name,
        payerEmail: payment.email,
      },
      label: `payment link "${link.name}" from ${payment.name}`,
      payer: payment.email,
      events,
      splitGroupId: link.splitGroupId,
    };
  };
}
