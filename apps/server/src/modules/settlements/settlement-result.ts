import { messages } from '@olivia/contracts/messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { SettlementRecord, SettlementResult } from '@olivia/contracts/settlement';
import { sha256 } from '../../lib/secrets';
import type { PayoutRow } from '../transfers/public';

const STATUS: Record<string, SettlementRecord['status']> = {
  pending: 'PENDING',
  successful: 'SUCCESSFUL',
  failed: 'FAILED',
  reversed: 'REVERSED',
};

/** docs/product/records.md Settlement record, with its state. */
export const toRecord = (payout: PayoutRow): SettlementRecord => ({
  ref: payout.ref,
  accountnumber: payout.accountNumber,
  bank: payout.bankName,
  createdat: payout.createdAt.toISOString(),
  amount: toMajorUnits(payout.amount),
  status: STATUS[payout.status] ?? 'PENDING',
});

/** A settlement as its request (or a replay of it) answers: failed ones say so. */
export function toResult(payout: PayoutRow): SettlementResult {
  const record = toRecord(payout);
  const failed = record.status === 'FAILED' || record.status === 'REVERSED';
  return {
    ...record,
    message: failed ? messages.settlementNotSuccessful : messages.settlementRequested,
  };
}

/** What must match when a `ref` is sent again (never the PIN). */
export const fingerprintOf = (storeId: string, ref: string, amount: number) =>
  sha256(JSON.stringify(['settlement', storeId, ref, amount]));
