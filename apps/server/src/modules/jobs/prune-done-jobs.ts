import { z } from 'zod';
import type { JobKind } from './job-kind';
import type { Jobs } from './jobs.service';

/** How long a finished job's row is kept for whoever looks into what ran. */
export const DONE_JOBS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A daily sweep (ADR 0025) deleting the rows of jobs done more than 30 days ago, so the table
 * holds what is pending, what failed and the last month's history. Failed and dead jobs stay
 * until someone re-runs them.
 */
export function schedulePruneDoneJobs(jobs: Jobs): void {
  const sweep: JobKind<Record<string, never>> = {
    kind: 'jobs.prune',
    payload: z.object({}).strict(),
    everySeconds: DAY_MS / 1000,
    async run() {
      await jobs.pruneDone(new Date(jobs.now().getTime() - DONE_JOBS_KEPT_DAYS * DAY_MS));
    },
  };
  jobs.register(sweep);
}
