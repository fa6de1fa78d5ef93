import type { UnitOfWork } from '../../db/unit-of-work';
import type { EventBus, StoreEvent } from '../../lib/event-bus';
import { insertAuditEntry, type AuditEntry } from '../../lib/resource/audit.repository';
import { insertWalletTransaction, type NewWalletTransaction } from '../wallet/public';
import type { Posting, PostResult } from './posting';

/** What a movement writes beside its posting, all in the posting's unit of work. */
export interface MovementRecord {
  /** The merchant's rows of it (agency transactions), each given the posting's id. */
  walletRows?: Omit<NewWalletTransaction, 'ledgerTransactionId'>[];
  /** Its line in the store's account log. */
  audit?: AuditEntry;
  /** What the store is told, published once the unit of work has committed. */
  events?: StoreEvent[];
}

export interface Movement extends MovementRecord {
  posting: Posting;
  /**
   * The owning module's own writes that follow the posting and come before the rows above (they
   * lock after the wallet, ADR 0006: the top-up's order, the payout's new state). What they
   * answer is added to the record (a wallet row worded from the order it paid).
   */
  afterPosting?: (posted: PostResult) => Promise<MovementRecord>;
}

type Post = (posting: Posting, unit: UnitOfWork) => Promise<PostResult>;

/**
 * `recordMovement(unit, movement)`: the one call a money movement makes, in its caller's unit of
 * work: the posting (which locks the wallets, ADR 0006), the owning module's follow-up writes,
 * the wallet rows, the account log entry, then the events queued for after the commit. A
 * posting whose reference was posted before moved nothing: nothing else is written or told
 * again. Answers the posting.
 */
export function movementRecorder(post: Post, events: EventBus) {
  return async function recordMovement(unit: UnitOfWork, movement: Movement): Promise<PostResult> {
    const posted = await post(movement.posting, unit);
    if (!posted.created) return posted;
    const more = (await movement.afterPosting?.(posted)) ?? {};
    const walletRows = [...(movement.walletRows ?? []), ...(more.walletRows ?? [])];
    for (const row of walletRows) {
      await insertWalletTransaction(unit.tx, { ...row, ledgerTransactionId: posted.transactionId });
    }
    for (const audit of [movement.audit, more.audit]) {
      if (audit) await insertAuditEntry(unit.tx, audit);
    }
    for (const event of [...(movement.events ?? []), ...(more.events ?? [])]) {
      unit.afterCommit(() => events.publish(event));
    }
    return posted;
  };
}
