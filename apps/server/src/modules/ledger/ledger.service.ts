import { messages } from '@olivia/contracts/messages';
import type { Database, Executor } from '../../db/client';
import { retryOnConflict, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../lib/errors';
import type { EventBus } from '../../lib/event-bus';
import { sha256 } from '../../lib/secrets';
import {
  callLedgerPost,
  countNegativeWallets,
  ensureAccount,
  findBalanceMismatches,
  findUnbalancedTransactions,
  findWallet,
  sumSystemAccount,
} from './ledger.repository';
import type { AccountRef, Posting, PostResult, SystemAccount } from './posting';
import { movementRecorder } from './record-movement';

export const INSUFFICIENT_FUNDS = messages.insufficientBalance;

const errorCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (error as { code?: string })?.code;
};

/**
 * The only way money moves: every movement of every feature is a `recordMovement()`, a `post()`
 * with its wallet rows, account log and events; `events` is where those go after the commit.
 */
export function createLedger(db: Database, events: EventBus) {
  /**
   * Account ids never change once made, so each is looked up once per process; but only after
   * the transaction that found it commits, since a rolled-back one may have made it (ADR 0006).
   */
  const accountIds = new Map<string, string>();

  async function resolve({ tx, afterCommit }: UnitOfWork, ref: AccountRef): Promise<string> {
    const account =
      'wallet' in ref
        ? { storeId: ref.wallet.storeId, kind: 'wallet', currency: ref.wallet.currency }
        : { storeId: null, kind: ref.system, currency: ref.currency };
    const key = `${account.storeId ?? '-'}:${account.kind}:${account.currency}`;
    const known = accountIds.get(key);
    if (known) return known;
    const { id } = await ensureAccount(tx, account);
    afterCommit(() => accountIds.set(key, id));
    return id;
  }

  /**
   * On its own a posting needs no BEGIN/COMMIT around it (a third of the round trips): the
   * movement is one atomic `ledger_post()` statement, and every id read before it is committed.
   */
  const onItsOwn: UnitOfWork = { tx: db, afterCommit: (effect) => void effect() };

  async function post(posting: Posting, unit?: UnitOfWork): Promise<PostResult> {
    if (!unit) return retryOnConflict(() => post(posting, onItsOwn));
    const total = posting.entries.reduce((sum, entry) => sum + entry.amount, 0n);
    if (total !== 0n || posting.entries.length < 2) {
      throw new Error(`ledger transaction ${posting.reference} does not balance`);
    }
    // One at a time: a transaction's connection runs one query at a time.
    const entries: { accountId: string; amount: bigint }[] = [];
    for (const entry of posting.entries) {
      entries.push({ accountId: await resolve(unit, entry.account), amount: entry.amount });
    }
    const fingerprint = sha256(
      JSON.stringify([posting.kind, entries.map((e) => [e.accountId, e.amount.toString()])]),
    );
    try {
      return await callLedgerPost(unit.tx, {
        reference: posting.reference,
        kind: posting.kind,
        fingerprint,
        metadata: posting.metadata ?? {},
        entries,
      });
    } catch (error) {
      const code = errorCode(error);
      if (code === '23514') throw badRequest(INSUFFICIENT_FUNDS);
      if (code === 'P0003') throw conflict(messages.referenceReused);
      throw error;
    }
  }

  return {
    /** Posts in the caller's unit of work (`withTransaction`), or on its own when none is given. */
    post,

    /** A posting with its wallet rows, account log entry and events (record-movement.ts). */
    recordMovement: movementRecorder(post, events),

    /** A wallet's balance in minor units; 0 for a wallet that has never moved. */
    async balance(storeId: string, currency: string, executor: Executor = db): Promise<bigint> {
      return (await findWallet(executor, storeId, currency))?.balance ?? 0n;
    },

    /** A system account's balance in minor units: the sum of its entries. */
    systemBalance: (kind: SystemAccount, currency: string, executor: Executor = db) =>
      sumSystemAccount(executor, kind, currency),

    /** Recomputes every balance from the entries and checks every transaction sums to zero. */
    async verify(executor: Executor = db) {
      const [mismatchedBalances, unbalancedTransactions, negativeWallets] = await Promise.all([
        findBalanceMismatches(executor),
        findUnbalancedTransactions(executor),
        countNegativeWallets(executor),
      ]);
      return {
        ok:
          mismatchedBalances.length === 0 &&
          unbalancedTransactions.length === 0 &&
          negativeWallets === 0,
        mismatchedBalances,
        unbalancedTransactions,
        negativeWallets,
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
