import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobKind, Jobs } from '../jobs/public';
import type { TransfersService } from './transfers.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One reconciler pass now (tests, and operators through a REPL); answers payouts looked at. */
    reconcilePayouts(): Promise<number>;
  }
}

/**
 * Every `seconds`, asks the provider about payouts still in flight whose check is due
 * (docs/engineering.md#money: an unknown outcome waits for the reconciler, never a new reference),
 * as a sweep job (ADR 0025): one row for all processes, so no two passes run at once. Each pass
 * also leases its payouts with SKIP LOCKED, so a pass beside `reconcilePayouts` called by hand is
 * safe too.
 */
export function schedulePayoutReconciler(
  app: FastifyInstance,
  jobs: Jobs,
  transfers: Pick<TransfersService, 'payouts'>,
  seconds: number,
): void {
  const sweep: JobKind<Record<string, never>> = {
    kind: 'payouts.reconcile',
    payload: z.object({}).strict(),
    everySeconds: seconds,
    async run() {
      await transfers.payouts.reconcile();
    },
  };
  jobs.register(sweep);
  app.decorate('reconcilePayouts', () => transfers.payouts.reconcile());
}
