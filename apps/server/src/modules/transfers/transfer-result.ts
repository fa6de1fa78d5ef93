import { messages } from '@olivia/contracts/messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type {
  TransferRequestSchema,
  TransferResult,
  TransferStatus,
} from '@olivia/contracts/transfer';
import type { z } from 'zod';
import { sha256 } from '../../lib/secrets';
import type { PayoutRow } from './transfers.repository';

type Transfer = z.output<typeof TransferRequestSchema>;

const RESULT_STATUS: Record<string, TransferStatus> = {
  pending: 'PENDING',
  successful: 'SUCCESSFUL',
  failed: 'FAILED',
  reversed: 'REVERSED',
};
const RESULT_MESSAGE: Record<TransferStatus, string> = {
  PENDING: messages.transferPending,
  SUCCESSFUL: messages.transferSuccessful,
  FAILED: messages.transferReversed,
  REVERSED: messages.transferReversed,
};

/** A payout as the transfer call answers it, whichever request or replay asks. */
export function toResult(payout: PayoutRow): TransferResult {
  const status = RESULT_STATUS[payout.status] ?? 'PENDING';
  return {
    status,
    message: RESULT_MESSAGE[status],
    ref: payout.ref,
    amount: toMajorUnits(payout.amount),
    fee: toMajorUnits(payout.fee),
    total: toMajorUnits(payout.amount + payout.fee),
    accountname: payout.accountName,
    accountnumber: payout.accountNumber,
    bankname: payout.bankName,
  };
}

/** The parts of a transfer request that must match on a replay (never the PIN). */
export const fingerprintOf = (storeId: string, body: Transfer) =>
  sha256(
    JSON.stringify([
      storeId,
      body.ref,
      body.account,
      body.bankcode,
      body.accountname,
      body.narration,
      body.addtobeneficiary,
    ]),
  );
