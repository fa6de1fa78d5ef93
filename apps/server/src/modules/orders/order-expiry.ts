import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobKind, Jobs } from '../jobs/public';
import type { OrdersService } from './orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One expiry pass now (tests, operators); answers how many orders were released. */
    releaseExpiredOrders(at?: Date): Promise<number>;
  }
}

/**
 * Cancels unpaid orders whose time ran out and gives their stock back (ADR 0016), every
 * `seconds`, as a sweep job (ADR 0025): one row for all processes, so no two passes run at once.
 * Each order is locked with SKIP LOCKED and checked again, so a pass beside `releaseExpiredOrders`
 * called by hand is safe too.
 */
export function scheduleOrderExpiry(
  app: FastifyInstance,
  jobs: Jobs,
  orders: Pick<OrdersService, 'releaseExpiredOrders'>,
  seconds: number,
): void {
  const sweep: JobKind<Record<string, never>> = {
    kind: 'orders.expire',
    payload: z.object({}).strict(),
    everySeconds: seconds,
    async run() {
      await orders.releaseExpiredOrders();
    },
  };
  jobs.register(sweep);
  app.decorate('releaseExpiredOrders', (at?: Date) => orders.releaseExpiredOrders(at));
}
