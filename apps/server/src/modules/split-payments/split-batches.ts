import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import { splitPeriod, type SplitSchedule } from '@olivia/contracts/split-schedules';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import type { EventBus } from '../../lib/event-bus';
import { sha256 } from '../../lib/secrets';
import { holdStore } from '../accounts/public';
import type { JobKind, Jobs } from '../jobs/public';
import { lockStoreWallets, type Ledger } from '../ledger/public';
import {
  claimPayout,
  type PayoutRow,
  type PayoutSettled,
  type PayoutSettlement,
} from '../transfers/public';
import {
  assignShares,
  findBatchByRef,
  findPayee,
  insertBatch,
  payeesHolding,
  recordBatch,
  unsettledShares,
} from './split-batches.repository';
import { lockPayee } from './split-payments.repository';

/** Payees read at a time by a sweep, which goes through all of them. */
const SWEEP_PAGE = 200;

/** A batch payout's ref: the payee and the period, so one period is paid once (ADR 0031). */
const batchRef = (payeeId: string, periodKey: string) =>
  `splb_${payeeId.replaceAll('-', '')}_${periodKey.replace(/[^0-9]/g, '')}`;

/**
 * Scheduled payees' batches (ADR 0031). A sweep job runs `sweep`: each payee holding shares
 * whose period has begun (`splitPeriod`) gets one batch of the shares held from before it, in a
 * unit of work of its own: the store held, its wallets locked (so two sweeps, or a payment to the
 * store, queue there: the wallet before the payee, as a payment locks them), the payee locked,
 * the batch claimed under its ref (unique: a period already batched moves nothing), its shares
 * taken, what the payee owes withheld (back to the wallet), the rest split held → payouts in
 * flight as a `split` payout sent after the commit. A crash after the commit leaves the payout
 * unsent: the reconciler sends it under the same ref (ADR 0010), never twice.
 */
export function createSplitBatches(deps: {
  db: Database;
  ledger: Ledger;
  payouts: () => PayoutSettlement;
  providerName: string;
  now: () => Date;
}) {
  const { db, ledger } = deps;

  async function settlePayee(payeeId: string, at: Date): Promise<PayoutRow | undefined> {
    return withTransaction(db, async (tx, afterCommit) => {
      const seen = await findPayee(tx, payeeId);
      if (!seen || seen.held <= 0n) return undefined;
      // Nothing due: no lock taken (the wallet's would hold up the store's payments).
      const due = splitPeriod(
        { schedule: seen.schedule as SplitSchedule, scheduleday: seen.scheduleDay },
        at,
      );
      if ((await unsettledShares(tx, seen.id, due.start, 1)).length === 0) return undefined;
      await holdStore(tx, seen.storeId);
      await lockStoreWallets(tx, seen.storeId);
      const payee = await lockPayee(tx, payeeId);
      if (!payee || payee.held <= 0n) return undefined;
      const schedule = payee.schedule as SplitSchedule;
      const period = splitPeriod({ schedule, scheduleday: payee.scheduleDay }, at);
      const shares = await unsettledShares(tx, payee.id, period.start);
      if (shares.length === 0) return undefined;
      const currency = shares[0]?.currency ?? 'NGN';
      const total = shares.reduce((sum, share) => sum + share.net, 0n);
      const withheld = total < payee.owed ? total : payee.owed;
      const net = total - withheld;
      const ref = batchRef(payee.id, period.key);
      const batch = await insertBatch(tx, {
        storeId: payee.storeId,
        payeeId: payee.id,
        ref,
        period: period.key,
        schedule,
        shares: shares.length,
        withheld,
        net,
        createdAt: at,
      });
      if (!batch) return undefined; // this period was batched before
      await assignShares(
        tx,
        shares.map((share) => share.id),
        batch.id,
        net > 0n ? ref : null,
      );
      await recordBatch(tx, payee.id, { held: total, withheld, net });
      const payout =
        net > 0n
          ? await claimPayout(tx, {
              ref,
              kind: 'split',
              fingerprint: sha256(`split-batch:${batch.id}`),
              storeId: payee.storeId,
              requestedBy: null,
              currency,
              amount: net,
              fee: 0n,
              bankCode: payee.bankCode,
              bankName: payee.bankName,
              accountNumber: payee.accountNumber,
              accountName: payee.accountName,
              narration: `Split payout ${period.key}`.slice(0, 100),
              provider: deps.providerName,
              createdAt: at,
            })
          : undefined;
      if (net > 0n && !payout) throw new Error(`split batch payout ${ref} was taken`);
      const wallet = { wallet: { storeId: payee.storeId, currency } };
      await ledger.recordMovement(
        { tx, afterCommit },
        {
          posting: {
            reference: `split-batch:${ref}`,
            kind: 'split_batch',
            metadata: { payee: payee.id, period: period.key, shares: shares.length },
            entries: [
              { account: { system: 'split_held', currency }, amount: -total },
              ...(net > 0n
                ? [{ account: { system: 'payouts_in_flight' as const, currency }, amount: net }]
                : []),
              ...(withheld > 0n ? [{ account: wallet, amount: withheld }] : []),
            ],
          },
          walletRows:
            withheld > 0n
              ? [
                  {
                    storeId: payee.storeId,
                    ref: `${ref}_withheld`,
                    agencyTxn: 'SPLIT',
                    status: 'SUCCESSFUL',
                    direction: 'credit',
                    currency,
                    amount: withheld,
                    request: JSON.stringify({ name: payee.accountName, withheld: true }),
                    response: JSON.stringify({ batch: ref }),
                    meaning: `Withheld from ${payee.name}'s split payout ${period.key}: refunds they owed`,
                    createdBy: 'system',
                    createdAt: at,
                    modifiedAt: at,
                  },
                ]
              : [],
        },
      );
      if (payout) afterCommit(() => deps.payouts().send(payout));
      return payout;
    });
  }

  /**
   * One pass: every payee holding shares whose period is due gets its batch. A payee that fails
   * does not stop the others; the pass then throws, so the sweep is tried again sooner.
   */
  async function sweep(at: Date = deps.now()): Promise<number> {
    let batches = 0;
    let failure: unknown;
    let after: string | null = null;
    for (;;) {
      const page = await payeesHolding(db, after, SWEEP_PAGE);
      for (const { id } of page) {
        try {
          if (await settlePayee(id, at)) batches += 1;
        } catch (error) {
          failure ??= error;
        }
      }
      if (page.length < SWEEP_PAGE) break;
      after = page[page.length - 1]?.id ?? null;
    }
    if (failure) throw failure;
    return batches;
  }

  return { sweep, settlePayee };
}

export type SplitBatches = ReturnType<typeof createSplitBatches>;

/**
 * A batch payout's final state tells the merchant (ADR 0031): paid, or failed (its money is
 * back in the wallet, as any returned payout's). Other payouts are not a batch: nothing.
 */
export function splitBatchSettled(events: EventBus): PayoutSettled {
  return async (unit, payout, to) => {
    if (payout.kind !== 'split' || !payout.storeId) return;
    const batch = await findBatchByRef(unit.tx, payout.ref);
    if (!batch) return;
    const at = new Date().toISOString();
    const amount = formatMoney(toMajorUnits(payout.amount), payout.currency);
    const account = payout.accountName;
    const paid = to === 'successful';
    const event = {
      storeId: payout.storeId,
      type: paid ? ('debit' as const) : ('credit' as const),
      message: paid
        ? `The split payout of ${amount} to ${account} (${batch.period}) was paid.`
        : `The split payout of ${amount} to ${account} (${batch.period}) failed; the money is back in your wallet.`,
      code: paid ? ('splitBatchPaid' as const) : ('splitBatchFailed' as const),
      params: { amount, account },
      headid: `${payout.ref}-${to}`,
      datetime: at,
      createdat: at,
    };
    unit.afterCommit(() => events.publish(event));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the split batches now (tests, operators); answers how many were made. */
    settleSplitPayees(at?: Date): Promise<number>;
  }
}

/** How often the sweep looks for due batches. */
const SPLIT_BATCH_EVERY_SECONDS = 600;

/** The sweep as a job (ADR 0025): one row for all processes, every ten minutes. */
export function scheduleSplitBatches(app: FastifyInstance, jobs: Jobs, batches: SplitBatches) {
  const sweep: JobKind<Record<string, never>> = {
    kind: 'split.batches',
    payload: z.object({}).strict(),
    everySeconds: SPLIT_BATCH_EVERY_SECONDS,
    async run() {
      await batches.sweep();
    },
  };
  jobs.register(sweep);
  app.decorate('settleSplitPayees', (at?: Date) => batches.sweep(at));
}
