import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Executor } from '../db/client';
import { countHit, deleteLapsedHits } from './rate-limits.repository';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Every so many hits, lapsed counters are swept away. */
const SWEEP_EVERY = 500;

/** Counters in the database: shared by every process on it, and kept over a restart. */
function databaseStore(db: Executor): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rl:') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = new Date();
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        void deleteLapsedHits(db, now).catch(() => {});
      }
      countHit(db, this.prefix + key, timeWindow, now).then(
        ({ hits, windowEndsAt }) =>
          callback(null, { current: hits, ttl: windowEndsAt.getTime() - now.getTime() }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` beside the route's limit options.
      const { routeInfo } = options as unknown as { routeInfo: { method?: unknown; url?: string } };
      return new DatabaseStore(`${this.prefix}${String(routeInfo.method)}${routeInfo.url ?? ''}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limits (per route, opted into with `config.rateLimit`) count in Redis when `redisUrl` is
 * set, otherwise in the database; never in one process's memory, which a second process or a
 * restart would not see.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { db: Executor; redisUrl?: string; redisPrefix?: string },
): Promise<void> {
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: `${options.redisPrefix ?? 'olivia'}:rl:`,
      skipOnError: false,
    });
    return;
  }
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(options.db) });
}
