import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NO_USER_ID } from '../../lib/resource/audit.repository';
import { holdStore } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import { setWalletTransactionStatus } from '../wallet/public';
import {
  deleteDomain,
  findPaymentById,
  lockDomainById,
  setDomainExpiry,
  setPaymentRefunded,
  unrefundedPayments,
  type DomainPaymentRow,
  type DomainRow,
} from './domains.repository';

/** `audit_log.actor_user_id` of the server's own work (as an order's expiry is recorded). */

interface Refusal {
  paymentId: string;
  /** Where the payment's years were counted from: the expiry it extended, or its own time. */
  extendedFrom: string;
  /** Why the registrar's call was given up, for the account log. */
  reason: string;
  at: Date;
}

/**
 * One payment back: services sold → wallet under `domain-refund:<reference>` (posted once,
 * whatever repeats), the DOMAIN row REVERSED (so it leaves the dashboard's outflows, as a
 * returned payout's does), a REVERSAL row, the account log, and `domainRefunded` after commit.
 */
async function giveBack(
  unit: UnitOfWork,
  ledger: Ledger,
  { domain, payment, reason, at }: { domain: DomainRow; payment: DomainPaymentRow } & Refusal,
): Promise<void> {
  const { amount, currency, storeId } = payment;
  const formatted = formatMoney(toMajorUnits(amount), currency);
  const iso = at.toISOString();
  const verb = payment.kind === 'purchase' ? 'Purchase' : 'Renewal';
  await ledger.recordMovement(unit, {
    posting: {
      reference: `domain-refund:${payment.reference}`,
      kind: 'domain_refund',
      metadata: { domain: domain.name, kind: payment.kind, years: payment.years },
      entries: [
        { account: { system: 'services_sold', currency }, amount: -amount },
        { account: { wallet: { storeId, currency } }, amount },
      ],
    },
    afterPosting: async () => {
      await setWalletTransactionStatus(unit.tx, {
        ref: payment.reference,
        kinds: ['DOMAIN'],
        status: 'REVERSED',
        at,
      });
      return {};
    },
    walletRows: [
      {
        storeId,
        ref: payment.reference,
        agencyTxn: 'REVERSAL',
        status: 'SUCCESSFUL',
        direction: 'credit',
        currency,
        amount,
        request: JSON.stringify({ domain: domain.name, years: payment.years }),
        meaning: `${verb} of the domain ${domain.name} refunded: the registrar refused it`,
        createdBy: 'system',
        createdAt: at,
        modifiedAt: at,
      },
    ],
    audit: {
      storeId,
      actorUserId: NO_USER_ID,
      action: 'domain.refunded',
      entityType: 'domain',
      entityId: domain.id,
      changes: {
        by: 'System',
        payment: { from: payment.reference, to: null },
        amount: { from: amount.toString(), to: null },
        reason: { from: null, to: reason },
      },
    },
    events: [
      {
        storeId,
        type: 'credit',
        message: `Your wallet was credited with ${formatted}: the registrar refused the domain ${domain.name}.`,
        code: 'domainRefunded',
        params: { amount: formatted, domain: domain.name },
        headid: `${payment.reference}-refund`,
        datetime: iso,
        createdat: iso,
      },
    ],
  });
}

/**
 * A registrar call finally refused (ADR 0025), in the unit of work that gives its job up: the
 * store held, then the domain locked (ADR 0006, as a renewal locks them). A refused purchase was
 * never registered: every payment of the domain still held goes back and the domain is removed,
 * so the name is free again. A refused renewal goes back and the expiry loses what it added.
 * A payment already given back (or gone with its domain) changes nothing.
 */
export async function refundRefusedDomainPayment(
  unit: UnitOfWork,
  ledger: Ledger,
  refusal: Refusal,
): Promise<void> {
  const { tx } = unit;
  const seen = await findPaymentById(tx, refusal.paymentId);
  if (!seen || seen.refundedAt) return;
  await holdStore(tx, seen.storeId);
  const domain = await lockDomainById(tx, seen.domainId);
  const payment = await findPaymentById(tx, refusal.paymentId);
  if (!domain || !payment || payment.refundedAt) return;
  if (payment.kind === 'purchase') {
    for (const held of await unrefundedPayments(tx, domain.id)) {
      await giveBack(unit, ledger, { ...refusal, domain, payment: held });
    }
    await deleteDomain(tx, domain.id);
    return;
  }
  await giveBack(unit, ledger, { ...refusal, domain, payment });
  const added = payment.paidUntil.getTime() - new Date(refusal.extendedFrom).getTime();
  await setDomainExpiry(tx, domain.id, new Date(domain.expiresAt.getTime() - added));
  await setPaymentRefunded(tx, payment.id, refusal.at);
}
