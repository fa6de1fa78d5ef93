import type { WebhookEventType } from '@olivia/contracts/webhooks';
import type { Executor } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { WebhookJobs } from './webhook-jobs';

/**
 * The process's webhook outbox, bound by the webhooks module when the app is built (one app per
 * process; a test file's app binds its own). Unbound (a script without the app), events go
 * nowhere.
 */
let outbox: WebhookJobs | undefined;

/** Binds `jobs` as the outbox; unbinding (`undefined`) only takes off `previous` if still bound. */
export function bindWebhookOutbox(jobs: WebhookJobs | undefined, previous?: WebhookJobs): void {
  if (jobs === undefined && previous !== undefined && outbox !== previous) return;
  outbox = jobs;
}

export type WebhookData = Record<string, unknown>;

const isUnit = (at: UnitOfWork | Executor): at is UnitOfWork => 'tx' in at && 'afterCommit' in at;

/**
 * Tells the store's webhook endpoints subscribed to `type` (ADR 0044). Call it inside the unit
 * of work where the event happens: the deliveries and their jobs are written there, so nothing
 * is sent before the commit and nothing is lost after it. Given a unit, the first attempt starts
 * right after the commit; given a bare transaction, the worker's next poll sends it. `data` is
 * the store's own record of what happened (never a secret), or a function making it, called
 * only when an endpoint wants the event.
 */
export async function emitWebhookEvent(
  at: UnitOfWork | Executor,
  storeId: string,
  type: WebhookEventType,
  data: WebhookData | ((tx: Executor) => Promise<WebhookData | undefined>),
): Promise<void> {
  if (!outbox) return;
  const unit: UnitOfWork = isUnit(at) ? at : { tx: at, afterCommit: () => undefined };
  await outbox.emit(unit, storeId, type, data);
}
