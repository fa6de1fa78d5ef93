import { randomUUID } from 'node:crypto';

export type MovementExtra = Partial<{
  direction: 'credit' | 'debit';
  status: string;
  currency: string;
  /** The kind (`agency_txn`): TRANSFER for a debit, TOP-UP for a credit unless given. */
  agencyTxn: string;
  ref: string;
}>;

/**
 * A wallet_transactions row as its writers make one: `naira` at `at` (ISO), successful, a credit
 * of the store's NGN wallet unless `extra` says otherwise.
 */
export function walletMovement(
  storeId: string,
  at: string,
  naira: number,
  extra: MovementExtra = {},
) {
  return {
    storeId,
    ref: extra.ref ?? `MOVE${randomUUID().slice(0, 8)}`,
    agencyTxn: extra.agencyTxn ?? (extra.direction === 'debit' ? 'TRANSFER' : 'TOP-UP'),
    status: extra.status ?? 'SUCCESSFUL',
    direction: extra.direction ?? 'credit',
    currency: extra.currency ?? 'NGN',
    amount: BigInt(Math.round(naira * 100)),
    meaning: 'test',
    createdBy: 'test',
    createdAt: new Date(at),
    modifiedAt: new Date(at),
  };
}
