import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import { holdStore, type UserRow } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import { assertWithinDailyLimit } from '../payout-limits/public';
import { claimPayout, saveBeneficiary, type PayoutRow } from './transfers.repository';

/**
 * What leaves the wallet: a transfer (to any NGN account, from a quote) or a settlement (to the
 * store's own settlement account: `bankCode` holds its sort code or IBAN).
 */
export interface PayoutOrder {
  kind: 'transfer' | 'settlement';
  ref: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  narration: string;
  addToBeneficiary: boolean;
}

const WORDS = {
  transfer: { row: 'TRANSFER', noun: 'transfer', Noun: 'Transfer' },
  settlement: { row: 'SETTLEMENT', noun: 'settlement', Noun: 'Settlement' },
} as const;

interface PayoutRequest {
  order: PayoutOrder;
  user: Pick<UserRow, 'id' | 'email'>;
  storeId: string;
  fingerprint: string;
  provider: string;
}

/**
 * A payout's one unit of work (ADR 0010): holds the store (401 when it is gone: issue 25), claims
 * the `ref` (the idempotency key) within the tier's daily limit (ADR 0045), moves amount + fee from the wallet to payouts in flight (the
 * wallet's `CHECK (balance >= 0)` refuses what is not there), writes the TRANSFER (or SETTLEMENT)
 * and FEE rows as PENDING, records the account log, queues the debit event for after commit, and
 * keeps the beneficiary when asked. Answers undefined when another request claimed the `ref` first.
 */
export async function debitForPayout(
  unit: UnitOfWork,
  deps: { ledger: Ledger; now: () => Date },
  { order: quote, user, storeId, fingerprint, provider }: PayoutRequest,
): Promise<PayoutRow | undefined> {
  const { tx } = unit;
  const words = WORDS[quote.kind];
  const total = quote.amount + quote.fee;
  await holdStore(tx, storeId);
  const payout = await claimPayout(tx, {
    ref: quote.ref,
    kind: quote.kind,
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
    narration: quote.narration,
    provider,
  });
  if (!payout) return undefined; // the same ref, sent at the same time: the other one won
  // The tier's daily total (ADR 0045), counted under the wallets' lock before the money moves; a
  // refusal rolls the claim back with the rest.
  await assertWithinDailyLimit(tx, {
    storeId,
    ref: quote.ref,
    kind: quote.kind,
    currency: quote.currency,
    amount: quote.amount,
    now: deps.now(),
  });
  const at = deps.now();
  const row = {
    storeId,
    ref: quote.ref,
    status: 'PENDING',
    direction: 'debit',
    currency: quote.currency,
    request: JSON.stringify({
      name: quote.accountName,
      bank: quote.bankName,
      account: quote.accountNumber,
      narration: quote.narration,
    }),
    createdBy: user.email,
    createdAt: at,
    modifiedAt: at,
  };
  const iso = at.toISOString();
  const amount = formatMoney(toMajorUnits(total), quote.currency);
  await deps.ledger.recordMovement(unit, {
    posting: {
      reference: `payout:${quote.ref}`,
      kind: 'payout',
      metadata: { payout: quote.ref, bank: quote.bankCode, account: quote.accountNumber },
      entries: [
        { account: { wallet: { storeId, currency: quote.currency } }, amount: -total },
        { account: { system: 'payouts_in_flight', currency: quote.currency }, amount: total },
      ],
    },
    walletRows: [
      {
        ...row,
        agencyTxn: words.row,
        amount: quote.amount,
        response: JSON.stringify({ fee: quote.fee.toString() }),
        meaning: `${words.Noun} to ${quote.accountName} (${quote.bankName} ${quote.accountNumber}): ${quote.narration}`,
      },
      ...(quote.fee > 0n
        ? [
            {
              ...row,
              agencyTxn: 'FEE',
              amount: quote.fee,
              meaning: `Fee for the ${words.noun} to ${quote.accountName}`,
            },
          ]
        : []),
    ],
    audit: {
      storeId,
      actorUserId: user.id,
      action: `${quote.kind}.requested`,
      entityType: 'payout',
      entityId: payout.id,
      changes: {
        amount: { from: null, to: quote.amount.toString() },
        account: { from: null, to: `${quote.bankCode}/${quote.accountNumber}` },
      },
    },
    events: [
      {
        storeId,
        type: 'debit',
        message: `Your wallet was debited with ${amount} for a ${words.noun} to ${quote.accountName}. Time: ${iso}`,
        code: `${quote.kind}Debited`,
        params: { amount, account: quote.accountName },
        headid: quote.ref,
        datetime: iso,
        createdat: iso,
      },
    ],
  });
  if (quote.addToBeneficiary) {
    await saveBeneficiary(tx, {
      storeId,
      name: quote.accountName,
      bankCode: quote.bankCode,
      bankName: quote.bankName,
      accountNumber: quote.accountNumber,
    });
  }
  return payout;
}
