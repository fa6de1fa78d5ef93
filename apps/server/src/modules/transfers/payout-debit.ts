import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { TransferRequestSchema } from '@olivia/contracts/transfer';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { EventBus } from '../../lib/event-bus';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { UserRow } from '../accounts/public';
import type { Ledger } from '../ledger/ledger.service';
import { insertWalletTransaction } from '../wallet/public';
import {
  claimPayout,
  saveBeneficiary,
  shareLockStore,
  type PayoutRow,
  type QuoteRow,
} from './transfers.repository';

interface PayoutRequest {
  quote: QuoteRow;
  body: z.output<typeof TransferRequestSchema>;
  user: Pick<UserRow, 'id' | 'email'>;
  storeId: string;
  fingerprint: string;
  provider: string;
}

/**
 * The transfer's one unit of work (ADR 0010): claims the `ref` (the idempotency key, first in
 * the lock order), moves amount + fee from the wallet to payouts in flight (the wallet's
 * `CHECK (balance >= 0)` refuses what is not there), writes the TRANSFER and FEE rows as
 * PENDING, keeps the beneficiary when asked, records the account log, and queues the debit
 * event for after commit. Answers undefined when another request claimed the same `ref` first.
 */
export async function debitForPayout(
  unit: UnitOfWork,
  deps: { ledger: Ledger; events: EventBus; now: () => Date },
  { quote, body, user, storeId, fingerprint, provider }: PayoutRequest,
): Promise<PayoutRow | undefined> {
  const { tx, afterCommit } = unit;
  const { ledger, events, now } = deps;
  const total = quote.amount + quote.fee;
  const payout = await claimPayout(tx, {
    ref: quote.ref,
    fingerprint,
    storeId,
    requestedBy: user.id,
    currency: quote.currency,
    amount: quote.amount,
    fee: quote.fee,
    bankCode: quote.bankCode,
    bankName: quote.bankName,
    accountNumber: quote.accountNumber,
    accountName: quote.accountName,
    narration: body.narration,
    provider,
  });
  if (!payout) return undefined; // the same ref, sent at the same time: the other one won
  await shareLockStore(tx, storeId);
  const wallet = { wallet: { storeId, currency: quote.currency } };
  const posted = await ledger.post(
    {
      reference: `payout:${quote.ref}`,
      kind: 'payout',
      metadata: { payout: quote.ref, bank: quote.bankCode, account: quote.accountNumber },
      entries: [
        { account: wallet, amount: -total },
        { account: { system: 'payouts_in_flight', currency: quote.currency }, amount: total },
      ],
    },
    unit,
  );
  const at = now();
  const row = {
    storeId,
    ledgerTransactionId: posted.transactionId,
    ref: quote.ref,
    status: 'PENDING',
    direction: 'debit',
    currency: quote.currency,
    request: JSON.stringify({
      name: quote.accountName,
      bank: quote.bankName,
      account: quote.accountNumber,
      narration: body.narration,
    }),
    createdBy: user.email,
    createdAt: at,
    modifiedAt: at,
  };
  await insertWalletTransaction(tx, {
    ...row,
    agencyTxn: 'TRANSFER',
    amount: quote.amount,
    response: JSON.stringify({ fee: quote.fee.toString() }),
    meaning: `Transfer to ${quote.accountName} (${quote.bankName} ${quote.accountNumber}): ${body.narration}`,
  });
  if (quote.fee > 0n) {
    await insertWalletTransaction(tx, {
      ...row,
      agencyTxn: 'FEE',
      amount: quote.fee,
      meaning: `Fee for the transfer to ${quote.accountName}`,
    });
  }
  if (body.addtobeneficiary) {
    await saveBeneficiary(tx, {
      storeId,
      name: quote.accountName,
      bankCode: quote.bankCode,
      bankName: quote.bankName,
      accountNumber: quote.accountNumber,
    });
  }
  await insertAuditEntry(tx, {
    storeId,
    actorUserId: user.id,
    action: 'transfer.requested',
    entityType: 'payout',
    entityId: payout.id,
    changes: {
      amount: { from: null, to: quote.amount.toString() },
      account: { from: null, to: `${quote.bankCode}/${quote.accountNumber}` },
    },
  });
  const iso = at.toISOString();
  afterCommit(() =>
    events.publish({
      storeId,
      type: 'debit',
      message: `Your wallet was debited with ${formatMoney(toMajorUnits(total), quote.currency)} for a transfer to ${quote.accountName}. Time: ${iso}`,
      headid: quote.ref,
      datetime: iso,
      createdat: iso,
    }),
  );
  return payout;
}
