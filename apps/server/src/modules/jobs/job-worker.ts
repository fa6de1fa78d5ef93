import type { FastifyInstance } from 'fastify';
import type { Jobs } from './jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's jobs: list, get, re-run (ADR 0025; an admin screen may come later). */
    jobs: Jobs;
    /** One poll now (tests, operators): claims the due jobs and runs them; answers how many. */
    runDueJobs(): Promise<number>;
  }
}

/**
 * The process's one worker loop (ADR 0025): polls every `pollMs` (none when 0), and stops when
 * the app closes, waiting for the runs under way, so a closed app leaves no timer behind.
 */
export function startJobWorker(app: FastifyInstance, jobs: Jobs, pollMs: number): void {
  app.decorate('jobs', jobs);
  app.decorate('runDueJobs', () => jobs.runDueJobs());
  jobs.start(pollMs);
  app.addHook('onClose', () => jobs.stop());
}
