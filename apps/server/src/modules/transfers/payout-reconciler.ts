import type { FastifyInstance } from 'fastify';
import type { TransfersService } from './transfers.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One reconciler pass now (tests, and operators through a REPL); answers payouts looked at. */
    reconcilePayouts(): Promise<number>;
  }
}

/**
 * Every `seconds`, asks the provider about payouts still in flight whose check is due (DESIGN.md
 * §5: an unknown outcome waits for the reconciler, never a new reference). Safe with several
 * server processes: each pass leases its rows with SKIP LOCKED. Passes never overlap in one
 * process, and the timer does not keep the process alive.
 */
export function startPayoutReconciler(
  app: FastifyInstance,
  transfers: Pick<TransfersService, 'payouts'>,
  seconds: number,
): void {
  let running: Promise<number> | undefined;
  const pass = () => {
    running ??= transfers.payouts.reconcile().finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('reconcilePayouts', pass);
  const timer = setInterval(() => {
    pass().catch((error: unknown) => app.log.error({ err: error }, 'payout reconciler failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
