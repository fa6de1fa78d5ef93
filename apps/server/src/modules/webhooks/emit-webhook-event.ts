import type { WebhookEventType } from '@olivia/contracts/webhooks';
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

/**
 * Tells the store's webhook endpoints subscribed to `type` (ADR 0041). Call it inside the unit
 * of work where the event happens: the deliveries and their jobs are written there, so nothing
 * is sent before the commit and nothing is lost after it. `data` is the store's own record of
 * what happened: never a secret, never another store's data.
 */
export async function emitWebhookEvent(
  unit: UnitOfWork,
  storeId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await outbox?.emit(unit, storeId, type, data);
}
