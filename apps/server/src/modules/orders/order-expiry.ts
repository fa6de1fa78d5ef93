import type { FastifyInstance } from 'fastify';
import type { OrdersService } from './orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One expiry pass now (tests, operators); answers how many orders were released. */
    releaseExpiredOrders(at?: Date): Promise<number>;
  }
}

/**
 * Every `seconds`, cancels unpaid orders whose time ran out and gives their stock back (ADR
 * 0016). Safe with several server processes (each order is locked with SKIP LOCKED and checked
 * again); passes never overlap in one process, and the timer does not keep the process alive.
 */
export function startOrderExpiry(
  app: FastifyInstance,
  orders: Pick<OrdersService, 'releaseExpiredOrders'>,
  seconds: number,
): void {
  let running: Promise<number> | undefined;
  const pass = (at?: Date) => {
    running ??= orders.releaseExpiredOrders(at).finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('releaseExpiredOrders', pass);
  const timer = setInterval(() => {
    pass().catch((error: unknown) => app.log.error({ err: error }, 'order expiry failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
