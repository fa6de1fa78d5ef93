import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import {
  PayoutOutcomeUnknown,
  type FinalPayoutState,
  type PaymentProvider,
  type PayoutOutcome,
} from '../../payments/provider';
import type { AccountRef, Ledger } from '../ledger/public';
import { setWalletTransactionStatus } from '../wallet/public';
import { returnedToWallet, settlementEntries } from './payout-settlement-movement';
import { nextCheckDelayMs, settlementOf, type PayoutStatus } from './transfer-rules';
import { leaseDuePayouts, lockPayout, updatePayout, type PayoutRow } from './transfers.repository';
import { emitWebhookEvent, payoutData } from '../webhooks/public';

/** How long a payout that was never sent waits before the reconciler sends it (a crash). */
const UNSENT_GRACE_MS = 60_000;
const RECONCILE_BATCH = 20;
const LEASE_MS = 120_000;

const WALLET_STATUS: Record<Exclude<PayoutStatus, 'pending'>, string> = {
  successful: 'SUCCESSFUL',
  failed: 'FAILED',
  reversed: 'REVERSED',
};

/** Told of a payout's final state in its settlement's unit of work. */
export type PayoutSettled = (
  unit: UnitOfWork,
  payout: PayoutRow,
  to: Exclude<PayoutStatus, 'pending'>,
) => Promise<void>;

/**
 * Moves a payout's money when the provider's final state is known (docs/engineering.md#money),
 * whoever learns it: the answer to the payout request, a webhook, or the reconciler. Every path
 * locks the payout first and applies `settlementOf`, so a state learned twice moves money once.
 */
export function createPayoutSettlement(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  now: () => Date;
  onError?: (error: unknown) => void;
  /**
   * What a payout paid for hears its final state in the same unit of work (a purchase order's
   * payment is failed and given back, ADR 0038).
   */
  settled?: PayoutSettled;
}) {
  const { db, provider, ledger, now } = deps;

  async function settle(
    unit: UnitOfWork,
    ref: string,
    state: FinalPayoutState,
    reason?: string,
  ): Promise<void> {
    const { tx } = unit;
    const payout = await lockPayout(tx, ref);
    if (!payout) return;
    const settlement = settlementOf(payout.status as PayoutStatus, state);
    if (!settlement) return;
    const at = now();
    const { currency } = payout;
    // A store deleted meanwhile cannot take its money back: it is kept as unclaimed funds.
    const owner: AccountRef = payout.storeId
      ? { wallet: { storeId: payout.storeId, currency } }
      : { system: 'unclaimed_funds', currency };
    // The account log: the outcome of the transfer (or settlement) its requester made.
    const audit =
      payout.storeId && payout.requestedBy
        ? {
            storeId: payout.storeId,
            actorUserId: payout.requestedBy,
            action: `${payout.kind}.${settlement.to}`,
            entityType: 'payout',
            entityId: payout.id,
            changes: { status: { from: payout.status, to: settlement.to } },
          }
        : undefined;
    // Money back in the wallet: the REVERSAL row and the credit event.
    const returned =
      settlement.money !== 'pay' && payout.storeId
        ? returnedToWallet({ ...payout, storeId: payout.storeId }, { state, reason, at })
        : {};
    await ledger.recordMovement(unit, {
      posting: {
        reference: `payout:${payout.ref}:${settlement.to}`,
        kind: settlement.money === 'pay' ? 'payout_paid' : 'payout_refund',
        metadata: { payout: payout.ref, state, ...(reason ? { reason } : {}) },
        entries: settlementEntries(payout, settlement.money, owner),
      },
      afterPosting: async () => {
        await updatePayout(tx, payout.id, {
          status: settlement.to,
          settledAt: at,
          ...(reason ? { failureReason: reason } : {}),
        });
        await setWalletTransactionStatus(tx, {
          ref: payout.ref,
          kinds: ['TRANSFER', 'SETTLEMENT', 'SPLIT', 'FEE'],
          status: WALLET_STATUS[settlement.to],
          at,
        });
        return { audit, ...returned };
      },
    });
    await deps.settled?.(unit, payout, settlement.to);
    if (payout.storeId) {
      const type =
        settlement.to === 'successful'
          ? 'transfer.succeeded'
          : (`transfer.${settlement.to}` as const);
      await emitWebhookEvent(
        unit,
        payout.storeId,
        type,
        payoutData(payout, settlement.to, reason, at),
      );
    }
  }

  /** Applies a final state in a unit of work of its own; the credit event after commit. */
  function settleNow(ref: string, state: FinalPayoutState, reason?: string): Promise<void> {
    return withTransaction(db, (tx, afterCommit) =>
      settle({ tx, afterCommit }, ref, state, reason),
    );
  }

  /** Records what the provider said of a payout that is not final yet. */
  async function apply(payout: PayoutRow, outcome: PayoutOutcome | 'unknown'): Promise<void> {
    if (outcome !== 'unknown' && outcome.state !== 'pending') {
      await settleNow(payout.ref, outcome.state, outcome.reason);
    }
    const at = now();
    await updatePayout(db, payout.id, {
      sentAt: payout.sentAt ?? at,
      ...(outcome !== 'unknown' && outcome.providerReference
        ? { providerReference: outcome.providerReference }
        : {}),
      nextCheckAt: new Date(at.getTime() + nextCheckDelayMs(payout.checks + 1)),
    });
  }

  /**
   * Asks the provider to pay. The same reference every time, so a second send of a payout the
   * provider already has never pays twice; no answer leaves it in flight for the reconciler.
   */
  async function send(payout: PayoutRow): Promise<void> {
    let outcome: PayoutOutcome | 'unknown';
    try {
      outcome = await provider.createPayout({
        reference: payout.ref,
        amount: payout.amount,
        currency: payout.currency,
        bankCode: payout.bankCode,
        accountNumber: payout.accountNumber,
        accountName: payout.accountName,
        narration: payout.narration,
      });
    } catch (error) {
      if (!(error instanceof PayoutOutcomeUnknown)) deps.onError?.(error);
      outcome = 'unknown';
    }
    await apply(payout, outcome);
  }

  /**
   * One pass of the reconciler: payouts still pending whose check is due, leased to this process
   * (two servers never ask about the same one). A payout the provider has never heard of is sent
   * again under its own reference; never under a new one.
   */
  async function reconcile(): Promise<number> {
    const due = await leaseDuePayouts(db, now(), LEASE_MS, RECONCILE_BATCH);
    for (const payout of due) {
      try {
        if (!payout.sentAt) {
          if (now().getTime() - payout.createdAt.getTime() >= UNSENT_GRACE_MS) await send(payout);
          continue;
        }
        const outcome = await provider.getPayout({
          reference: payout.ref,
          accountNumber: payout.accountNumber,
          requestedAt: payout.sentAt,
        });
        if (outcome) await apply(payout, outcome);
        else await send(payout);
      } catch (error) {
        deps.onError?.(error);
      }
    }
    return due.length;
  }

  return { settle, settleNow, send, reconcile };
}

export type PayoutSettlement = ReturnType<typeof createPayoutSettlement>;
