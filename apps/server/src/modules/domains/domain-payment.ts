import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Ledger } from '../ledger/public';
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
  ledger: Ledger,
  { domain, payment, previousExpiry, actorUserId }: DomainCharge,
): Promise<void> {
  const { amount, currency, storeId } = payment;
  const years = payment.years === 1 ? '1 year' : `${payment.years} years`;
  const verb = payment.kind === 'purchase' ? 'Purchase' : 'Renewal';
  const formatted = formatMoney(toMajorUnits(amount), currency);
  const at = payment.createdAt.toISOString();
  const posted = await ledger.recordMovement(unit, {
    posting: {
      reference: `domain:${payment.reference}`,
      kind: 'domain',
      metadata: { domain: domain.name, kind: payment.kind, years: payment.years },
      entries: [
        { account: { wallet: { storeId, currency } }, amount: -amount },
        { account: { system: 'services_sold', currency }, amount },
      ],
    },
    walletRows: [
      {
        storeId,
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
      },
    ],
    audit: {
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
    },
    events: [
      {
        storeId,
        type: 'debit',
        message: `Your wallet was debited with ${formatted} for the domain ${domain.name}.`,
        code: 'domainDebited',
        params: { amount: formatted, domain: domain.name },
        headid: payment.reference,
        datetime: at,
        createdat: at,
      },
    ],
  });
  await setPaymentLedgerTransaction(unit.tx, payment.id, posted.transactionId);
}
