import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { DataKeys } from '../../lib/data-keys';
import type { Jobs } from '../jobs/public';
import { bindWebhookOutbox } from './emit-webhook-event';
import { systemResolve, type Resolve } from './target-guard';
import { createWebhookJobs } from './webhook-jobs';
import { createWebhooksService } from './webhooks.service';

/**
 * Webhooks for one app (ADR 0044): the jobs that send deliveries registered with its worker, the
 * process's outbox bound to them (until the app closes), and the main user's service.
 */
export function setUpWebhooks(deps: {
  app: FastifyInstance;
  db: Database;
  jobs: Jobs;
  dataKeys: DataKeys;
  allowPrivate: boolean;
  resolve?: Resolve;
}) {
  const policy = { allowPrivate: deps.allowPrivate, resolve: deps.resolve ?? systemResolve };
  const outbox = createWebhookJobs({ ...deps, policy });
  outbox.register();
  bindWebhookOutbox(outbox);
  deps.app.addHook('onClose', async () => bindWebhookOutbox(undefined, outbox));
  return createWebhooksService({ db: deps.db, dataKeys: deps.dataKeys, policy, outbox });
}
