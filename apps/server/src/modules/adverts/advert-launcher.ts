import type { FastifyInstance } from 'fastify';
import type { AdvertsService } from './adverts.service';

/** How often the launcher looks for campaigns whose launch was lost. */
export const ADVERT_LAUNCHER_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** One launcher pass now (tests, operators); answers how many campaigns the network took. */
    launchUnlaunchedAdverts(): Promise<number>;
  }
}

/**
 * Every `seconds`, launches the paid campaigns still to run that no network has taken (ADR 0021:
 * a launch lost after the commit, the network down or the process gone), so a campaign bought
 * in such a moment still runs and reports its reach. Several server processes may pass at once:
 * the advert's id is the network's idempotency key and its reference is written once. Passes
 * never overlap in one process, and the timer does not keep the process alive.
 */
export function startAdvertLauncher(
  app: FastifyInstance,
  adverts: Pick<AdvertsService, 'launchUnlaunched'>,
  seconds = ADVERT_LAUNCHER_SECONDS,
): void {
  let running: Promise<number> | undefined;
  const pass = () => {
    running ??= adverts.launchUnlaunched().finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('launchUnlaunchedAdverts', pass);
  const timer = setInterval(() => {
    pass().catch((error: unknown) => app.log.error({ err: error }, 'advert launcher failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
