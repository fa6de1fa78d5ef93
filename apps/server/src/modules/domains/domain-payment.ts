import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { EventBus } from '../../lib/event-bus';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Ledger } from '../ledger/ledger.service';
import { insertWalletTransaction } from '../wallet/public';
import {
  setPaymentLedgerTransaction,
  type DomainPaymentRow,
  type DomainRow,
} from './domains.repository';

interface DomainCharge {
  domain: DomainRow;
  payment: DomainPaymentRow;
  /** The expiry before this payment (null for a purchase). */
  previousExpiry: Date | null;
  actorUserId: string;
}

/**
 * Takes a domain payment from the wallet, in the unit of work that wrote the domain and its
 * payment row: wallet → services sold (the wallet's CHECK refuses what is not there, rolling the
 * whole purchase back), the DOMAIN agency transaction, the account log, and the debit
 * notification after commit.
 */
export async function chargeForDomain(
  unit: UnitOfWork,
  deps: { ledger: Ledger; events: EventBus },
  { domain, payment, previousExpiry, actorUserId }: DomainCharge,
): Promise<void> {
  const { tx, afterCommit } = unit;
  const { amount, currency, storeId } = payment;
  const posted = await deps.ledger.post(
    {
      reference: `domain:${payment.reference}`,
      kind: 'domain',
      metadata: { domain: domain.name, kind: payment.kind, years: payment.years },
      entries: [
        { account: { wallet: { storeId, currency } }, amount: -amount },
        { account: { system: 'services_sold', currency }, amount },
      ],
    },
    unit,
  );
  await setPaymentLedgerTransaction(tx, payment.id, posted.transactionId);
  const years = payment.years === 1 ? '1 year' : `${payment.years} years`;
  const verb = payment.kind === 'purchase' ? 'Purchase' : 'Renewal';
  await insertWalletTransaction(tx, {
    storeId,
    ledgerTransactionId: posted.transactionId,
    ref: payment.reference,
    agencyTxn: 'DOMAIN',
    status: 'SUCCESSFUL',
    direction: 'debit',
    currency,
    amount,
    request: JSON.stringify({ domain: domain.name, years: payment.years }),
    meaning: `${verb} of the domain ${domain.name} for ${years}`,
    createdBy: payment.paidByEmail,
    createdAt: payment.createdAt,
    modifiedAt: payment.createdAt,
  });
  await insertAuditEntry(tx, {
    storeId,
    actorUserId,
    action: payment.kind === 'purchase' ? 'domain.bought' : 'domain.renewed',
    entityType: 'domain',
    entityId: domain.id,
    changes: {
      expiry: {
        from: previousExpiry?.toISOString() ?? null,
        to: payment.paidUntil.toISOString(),
      },
      amount: { from: null, to: amount.toString() },
    },
  });
  const formatted = formatMoney(toMajorUnits(amount), currency);
  const at = payment.createdAt.toISOString();
  afterCommit(() =>
    deps.events.publish({
      storeId,
      type: 'debit',
      message: `Your wallet was debited with ${formatted} for the domain ${domain.name}.`,
      code: 'domainDebited',
      params: { amount: formatted, domain: domain.name },
      headid: payment.reference,
      datetime: at,
      createdat: at,
    }),
  );
}
