import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { FinalPayoutState } from '../../payments/provider';
import type { AccountRef, MovementRecord } from '../ledger/public';
import type { Settlement } from './transfer-rules';
import type { PayoutRow } from './transfers.repository';

type Money = NonNullable<Settlement>['money'];

/**
 * The entries of a payout's final state (docs/engineering.md#money): paid (in flight → provider
 * clearing, the fee → fees earned), refunded from flight (in flight → the owner), or refunded after
 * a success (clearing and fees → the owner). The owner is the wallet, or unclaimed funds for a
 * store gone.
 */
export function settlementEntries(payout: PayoutRow, money: Money, owner: AccountRef) {
  const { currency } = payout;
  const inFlight: AccountRef = { system: 'payouts_in_flight', currency };
  const clearing: AccountRef = { system: 'provider_clearing', currency };
  const fees: AccountRef = { system: 'fees_earned', currency };
  const total = payout.amount + payout.fee;
  const fee = payout.fee > 0n;
  if (money === 'pay') {
    return [
      { account: inFlight, amount: -total },
      { account: clearing, amount: payout.amount },
      ...(fee ? [{ account: fees, amount: payout.fee }] : []),
    ];
  }
  if (money === 'refundFromFlight') {
    return [
      { account: inFlight, amount: -total },
      { account: owner, amount: total },
    ];
  }
  return [
    { account: clearing, amount: -payout.amount },
    ...(fee ? [{ account: fees, amount: -payout.fee }] : []),
    { account: owner, amount: total },
  ];
}

const RETURNED_WORD: Record<string, string> = {
  transfer: 'Transfer',
  settlement: 'Settlement',
  split: 'Split payout',
};

/** A payout's money back in its store's wallet: the REVERSAL row, and the credit event. */
export function returnedToWallet(
  payout: PayoutRow & { storeId: string },
  { state, reason, at }: { state: FinalPayoutState; reason?: string; at: Date },
): MovementRecord {
  const total = payout.amount + payout.fee;
  const iso = at.toISOString();
  const amount = formatMoney(toMajorUnits(total), payout.currency);
  const reference = payout.ref.toUpperCase();
  return {
    walletRows: [
      {
        storeId: payout.storeId,
        ref: payout.ref,
        agencyTxn: 'REVERSAL',
        status: 'SUCCESSFUL',
        direction: 'credit',
        currency: payout.currency,
        amount: total,
        request: JSON.stringify({
          name: payout.accountName,
          bank: payout.bankName,
          account: payout.accountNumber,
        }),
        response: JSON.stringify({ state, ...(reason ? { reason } : {}) }),
        meaning: `${RETURNED_WORD[payout.kind] ?? 'Transfer'} to ${payout.accountName} (${payout.bankName} ${payout.accountNumber}) returned`,
        createdBy: 'system',
        createdAt: at,
        modifiedAt: at,
      },
    ],
    // A split batch tells its own failure, naming the payee and the period (ADR 0031): one
    // notice, not that and this generic one.
    events:
      payout.kind === 'split'
        ? []
        : [
            {
              storeId: payout.storeId,
              type: 'credit',
              message: `Your wallet was credited with ${amount}: the ${payout.kind} ${reference} to ${payout.accountName} was returned. Time: ${iso}`,
              code: payout.kind === 'settlement' ? 'settlementReturned' : 'transferReturned',
              params: { amount, reference, account: payout.accountName },
              headid: payout.ref,
              datetime: iso,
              createdat: iso,
            },
          ],
  };
}
